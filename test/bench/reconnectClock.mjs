// Reload → reconnected, counted from when the widget runs (issue 27: "after the widget loads"),
// not from the navigation: installed before the page's scripts, it notes when the widget the
// page sets as window.airlockWidget is ready (its code arrived and it started, decision 0037;
// at once for a widget created after preloadWidget) and when a button first shows the
// connected address (0xf39F…). It runs
// on the reload alone, so its watch on the page's mutations is in none of the other measures
// (the first load, the click on Connect).
export function installReconnectClock() {
  if (performance.getEntriesByType('navigation')[0]?.type !== 'reload') return
  const clock = { widgetAt: undefined, addressAt: undefined }
  window.__airlockReconnect = clock
  Object.defineProperty(window, 'airlockWidget', {
    configurable: true,
    set(widget) {
      Object.defineProperty(window, 'airlockWidget', { value: widget, writable: true })
      widget.ready.then(() => {
        clock.widgetAt = performance.now()
      })
    },
  })
  const showsAddress = () =>
    [...document.querySelectorAll('button')].some((b) => /0xf39F/i.test(b.textContent ?? ''))
  const observer = new MutationObserver(() => {
    if (!showsAddress()) return
    clock.addressAt = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { subtree: true, childList: true, characterData: true })
}
