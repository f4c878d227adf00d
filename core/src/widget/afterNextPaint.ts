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
