// Whether the person can see this frame (issue 28 (1)): the approval page's Approve counts only
// while the frame is shown, unobscured and opaque. Chromium's IntersectionObserver v2
// (`trackVisibility`) says so (a page cannot fake it by covering the frame or making it see-
// through); elsewhere the frame's own size stands in: the widget keeps it at 0×0 while hidden.
export interface FrameVisibility {
  readonly visible: () => boolean
  /** Calls `listener` on every change; returns the unsubscribe. */
  readonly subscribe: (listener: (visible: boolean) => void) => () => void
}

const sized = () => window.innerWidth >= 100 && window.innerHeight >= 100

export function watchFrameVisibility(target: Element): FrameVisibility {
  const listeners = new Set<(visible: boolean) => void>()
  let visible = false
  // What the frame last saw, for a test to wait on: a hide the frame has not seen yet would
  // otherwise reach the next request's page and decline it (CI 2026-11-28).
  const mark = () => target.setAttribute('data-seen-visible', String(visible))
  mark()
  const set = (now: boolean) => {
    if (now === visible) return
    visible = now
    mark()
    for (const listener of listeners) listener(now)
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1) as
        | (IntersectionObserverEntry & { isVisible?: boolean })
        | undefined
      if (!entry) return
      set(entry.isVisible ?? (entry.isIntersecting && sized()))
    },
    // delay ≥ 100 ms is what trackVisibility requires.
    { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  )
  observer.observe(target)
  window.addEventListener('resize', () => {
    if (!('isVisible' in IntersectionObserverEntry.prototype)) set(sized())
  })
  return {
    visible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
