// Load → button ready, read in the page (issue 27): installed before the page's scripts, it
// notes when a button named "Connect Wallet" is first in the document and the frame after it,
// on the page's own clock (from the navigation's start). The bench's Node side, which reads
// every script's body over the DevTools protocol as it arrives, adds a cost per file that is
// the harness's, not the page's. `whenShown` (the peers): the button counts once no ancestor
// hides it, as RainbowKit's ConnectButton is in the document aria-hidden and transparent until
// it has mounted.
export function installButtonClock({ whenShown = false } = {}) {
  if (performance.getEntriesByType('navigation')[0]?.type === 'reload') return
  const clock = { buttonAt: undefined, paintedAt: undefined }
  window.__airlockButton = clock
  const connectButton = () =>
    [...document.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('Connect Wallet'),
    )
  const isReady = (button) =>
    button !== undefined && !(whenShown && button.closest('[aria-hidden="true"]'))
  const observer = new MutationObserver(() => {
    if (!isReady(connectButton())) return
    observer.disconnect()
    clock.buttonAt = performance.now()
    requestAnimationFrame(() => {
      clock.paintedAt = performance.now()
    })
  })
  const watched = { subtree: true, childList: true }
  observer.observe(document, whenShown ? { ...watched, attributeFilter: ['aria-hidden'] } : watched)
}
