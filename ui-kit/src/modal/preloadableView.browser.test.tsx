// A view loaded ahead renders in the pass that first shows it; one not loaded yet suspends on
// its load as React.lazy does, and a load that fails reaches the error boundary.
import { act, Component, type ReactNode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { preloadableView } from './preloadableView'
import type { ViewProps } from './viewTypes'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function StubView({ entry }: ViewProps) {
  return <p>view {entry.view}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children
  }
}

/** Renders the view in one synchronous act, and returns what the container shows then. */
function renderOnce(View: ReturnType<typeof preloadableView>) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
  })
  act(() =>
    root.render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <View entry={{ view: 'Connect' }} />
        </Suspense>
      </Boundary>,
    ),
  )
  return container
}

describe('preloadableView', () => {
  it('renders a view loaded ahead in the same pass, with no fallback', async () => {
    let loads = 0
    const View = preloadableView(async () => {
      loads++
      return { default: StubView }
    })
    await View.preload()
    await View.preload()
    expect(renderOnce(View).textContent).toBe('view Connect')
    expect(loads).toBe(1)
  })

  it('suspends on a view not loaded yet, then shows it once loaded', async () => {
    let resolve: (module: { default: typeof StubView }) => void = () => {}
    const View = preloadableView(() => new Promise((done) => (resolve = done)))
    const container = renderOnce(View)
    expect(container.textContent).toBe('loading')
    await act(async () => resolve({ default: StubView }))
    expect(container.textContent).toBe('view Connect')
  })

  it('gives a failed load to the error boundary', async () => {
    const View = preloadableView(() => Promise.reject(new Error('chunk gone')))
    await View.preload()
    expect(renderOnce(View).textContent).toBe('failed: Error: chunk gone')
  })
})
