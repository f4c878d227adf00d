// Issue 27: work that must not stand in front of a frame the visitor is waiting for (the modal's
// first paint, the page's first paint) runs in a task after it: a timer alone may run before the
// frame. Where there are no frames (a server, a test runner, a tab in the background, which
// paints nothing until shown) it is a timer. Returns a cancel.
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const paints =
    typeof requestAnimationFrame === 'function' &&
    !(typeof document === 'object' && document.visibilityState === 'hidden')
  if (!paints) {
    timer = setTimeout(work, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * After the frame that follows the next one: for work started as the host's page loads, whose
 * first render (React's `createRoot().render`) runs in a task of its own that may come after
 * the next frame, so that the frame showing it is painted first (issue 27: the widget's code
 * loading between React's commit and the frame put 10-20 ms in front of the button).
 */
export function afterSecondPaint(work: () => void): () => void {
  let cancelSecond: (() => void) | undefined
  const cancelFirst = afterNextPaint(() => {
    cancelSecond = afterNextPaint(work)
  })
  return () => {
    cancelFirst()
    cancelSecond?.()
  }
}
