// Load → button ready, read in the page (issue 27): installed before the page's scripts, it
// notes when a button named "Connect Wallet" is first in the document and the frame after it,
// on the page's own clock (from the navigation's start). The bench's Node side, which reads
// every script's body over the DevTools protocol as it arrives, adds a cost per file that is
// the harness's, not the page's.
export function installButtonClock() {
  if (performance.getEntriesByType('navigation')[0]?.type === 'reload') return
  const clock = { buttonAt: undefined, paintedAt: undefined }
  window.__airlockButton = clock
  const hasButton = () =>
    [...document.querySelectorAll('button')].some((button) =>
      button.textContent?.includes('Connect Wallet'),
    )
  const observer = new MutationObserver(() => {
    if (!hasButton()) return
    observer.disconnect()
    clock.buttonAt = performance.now()
    requestAnimationFrame(() => {
      clock.paintedAt = performance.now()
    })
  })
  observer.observe(document, { subtree: true, childList: true })
}
