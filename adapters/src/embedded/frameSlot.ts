// Issue 28 (1): the wallet's frame, shown where ApproveTransaction keeps a slot for it, so the
// visitor answers on the wallet's own page. Moved in with `moveBefore`, which keeps the frame's
// document (removing and inserting an iframe would load it again, losing its request); where a
// browser lacks it, the frame stays put and is laid over the slot instead. The hide restores
// the hidden frame (hiddenFrame.ts) where it was.
type Movable = Node & { moveBefore?: (node: Node, child: Node | null) => void }

export function showFrameIn(frame: HTMLIFrameElement, slot: HTMLElement): () => void {
  const home = frame.parentNode as Movable | null
  const hiddenStyle = frame.getAttribute('style') ?? ''
  frame.removeAttribute('aria-hidden')
  frame.tabIndex = 0
  const shown = {
    border: '0',
    opacity: '1',
    pointerEvents: 'auto',
    display: 'block',
    colorScheme: 'normal',
  }
  const moveBefore = (slot as Movable).moveBefore
  let following = 0
  if (moveBefore) {
    moveBefore.call(slot, frame, null)
    Object.assign(frame.style, { ...shown, position: 'static', width: '100%', height: '100%' })
  } else {
    // Above the modal, over the slot, following it as the view lays out.
    const follow = () => {
      const box = slot.getBoundingClientRect()
      Object.assign(frame.style, {
        ...shown,
        position: 'fixed',
        zIndex: '2147483647',
        left: `${box.left}px`,
        top: `${box.top}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      })
      following = requestAnimationFrame(follow)
    }
    follow()
  }
  return () => {
    cancelAnimationFrame(following)
    if (moveBefore && home?.isConnected && frame.parentNode === slot) {
      moveBefore.call(home, frame, null)
    }
    frame.setAttribute('style', hiddenStyle)
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
  }
}
