// Reload → reconnected, counted from the widget's creation (issue 27: "after the widget loads"),
// not from the navigation: installed before the page's scripts, it notes when the example sets
// window.airlockWidget and when a button first shows the connected address (0xf39F…).
export function installReconnectClock() {
  const clock = { widgetAt: undefined, addressAt: undefined }
  window.__airlockReconnect = clock
  Object.defineProperty(window, 'airlockWidget', {
    configurable: true,
    set(widget) {
      Object.defineProperty(window, 'airlockWidget', { value: widget, writable: true })
      clock.widgetAt = performance.now()
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
