// The embedded wallet's frame: invisible, out of the tab order and of the accessibility tree,
// but rendered (not display:none), so the browser loads and runs it like any frame.
export function createHiddenFrame(container: HTMLElement, url: string): HTMLIFrameElement {
  const frame = container.ownerDocument.createElement('iframe')
  frame.src = url
  frame.title = 'Embedded wallet'
  frame.tabIndex = -1
  frame.setAttribute('aria-hidden', 'true')
  frame.dataset.airlockEmbeddedWallet = ''
  Object.assign(frame.style, {
    position: 'fixed',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
  })
  container.appendChild(frame)
  return frame
}
