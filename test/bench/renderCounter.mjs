// Render counts in a production build: a stand-in React DevTools hook, installed before React
// loads, sees every commit; in each, it counts the components that rendered (a new one, or one
// whose PerformedWork flag is set), skipping subtrees React bailed out of (the same child list
// as before), as DevTools' own "highlight updates" does. The page reads and resets the count
// through window.__airlockRenders; with `keepNames` (AIRLOCK_BENCH_DEBUG, which prints them),
// `names()` says which components rendered in which commit since the last reset. Off otherwise:
// it runs in every commit the bench times.
export function installRenderCounter({ keepNames = false } = {}) {
  const PERFORMED_WORK = 1
  // Function, class, forwardRef, memo and simple-memo components.
  const componentTags = new Set([0, 1, 11, 14, 15])
  let renders = 0
  let commits = 0
  /** Component name → the commits (since the reset) it rendered in. */
  let names = {}
  const count = (fiber) => {
    let total = 0
    const stack = [fiber]
    while (stack.length > 0) {
      const next = stack.pop()
      const previous = next.alternate
      if (componentTags.has(next.tag) && (!previous || (next.flags & PERFORMED_WORK) !== 0)) {
        total++
        if (keepNames) {
          const type = next.type?.type ?? next.type // a memo component's inner function
          const name = type?.displayName ?? type?.name ?? type?.render?.name ?? '?'
          names[name] ??= []
          names[name].push(commits)
        }
      }
      if (previous && next.child === previous.child) continue
      for (let child = next.child; child; child = child.sibling) stack.push(child)
    }
    return total
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1
      this.renderers.set(id, renderer)
      return id
    },
    onCommitFiberRoot(_id, root) {
      commits++
      renders += count(root.current)
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  }
  window.__airlockRenders = {
    read: () => ({ renders, commits }),
    names: () => names,
    reset: () => {
      renders = 0
      commits = 0
      names = {}
    },
  }
}
