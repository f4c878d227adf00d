import { Effect, Exit } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitForSocialResult } from './socialPopup'

const frameOrigin = 'http://127.0.0.1:8570'
const resultUri = `${frameOrigin}/oauth/callback?code=c&state=s`

/** A popup stand-in and the page's window as a plain event target. */
function setup() {
  const popup = { closed: false }
  const view = new EventTarget()
  // Node's MessageEvent takes only a MessagePort as source: a plain event carries the fields.
  const post = (data: unknown, origin = frameOrigin, source: unknown = popup) =>
    view.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  const run = Effect.runPromiseExit(
    waitForSocialResult(popup as unknown as Window, frameOrigin, view as unknown as Window),
  )
  return { popup, post, run }
}

describe('waitForSocialResult', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('takes the result the popup posts from the frame origin', async () => {
    const { post, run } = setup()
    post({ type: 'SOCIAL_RESULT', resultUri })
    expect(await run).toEqual(Exit.succeed(resultUri))
  })

  it('ignores other origins, other windows and messages of another shape', async () => {
    const { popup, post, run } = setup()
    post({ type: 'SOCIAL_RESULT', resultUri: 'http://evil/' }, 'http://127.0.0.1:9999')
    post({ type: 'SOCIAL_RESULT', resultUri: 'http://evil/' }, frameOrigin, {})
    post({ type: 'SOCIAL_RESULT' })
    post({ type: 'SOCIAL_RESULT', resultUri })
    expect(await run).toEqual(Exit.succeed(resultUri))
    expect(popup.closed).toBe(false)
  })

  it('a result still queued when the popup closes itself is taken, not read as a cancel', async () => {
    const { popup, post, run } = setup()
    popup.closed = true
    await vi.advanceTimersByTimeAsync(500)
    post({ type: 'SOCIAL_RESULT', resultUri })
    expect(await run).toEqual(Exit.succeed(resultUri))
  })

  it('a popup closed without a result fails with the typed error', async () => {
    const { popup, run } = setup()
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1000)
    const exit = await run
    expect(Exit.isFailure(exit)).toBe(true)
    expect(JSON.stringify(exit)).toContain('The sign-in window was closed')
  })
})
