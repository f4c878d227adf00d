// Issue 27: work that must not stand in front of a frame the visitor is waiting for (the modal's
// first paint) runs in a task after it: a timer alone may run before the frame. Where there are
// no frames (a server, a test runner) it is a timer. Returns a cancel.
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
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
