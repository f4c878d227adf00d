// A view loaded on first use that can also be loaded ahead (issue 27). Until its module is here
// it suspends on the load, as React.lazy does; once it is here it renders in the same pass.
// React.lazy cannot: a lazy component suspends on its first render even when its module was
// fetched long before, and React 19 keeps a fallback it revealed for 300 ms, which made the
// Connect view arrive 300 ms after the modal opened. Throwing the promise (not `use`) keeps React 18.
import { createElement } from 'react'
import type { ViewComponent, ViewProps } from './viewTypes'

export interface PreloadableView {
  (props: ViewProps): ReturnType<typeof createElement>
  /** Loads the view's module ahead of its first render; the same promise on every call. */
  readonly preload: () => Promise<void>
}

export function preloadableView(load: () => Promise<{ default: ViewComponent }>): PreloadableView {
  let loading: Promise<void> | undefined
  let loaded: ViewComponent | undefined
  let failure: { readonly error: unknown } | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
      },
      (error: unknown) => {
        failure = { error }
      },
    )
    return loading
  }
  function PreloadedView(props: ViewProps) {
    // The load's failure goes to the nearest error boundary, as React.lazy's does.
    if (failure) throw failure.error
    if (!loaded) throw preload()
    return createElement(loaded, props)
  }
  return Object.assign(PreloadedView, { preload })
}
