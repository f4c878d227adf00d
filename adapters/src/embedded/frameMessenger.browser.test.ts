// The messenger's rules in a real page, with the frame's messages dispatched by the test: the
// frame is a same-origin page here, so the test can speak as it (origin + source). The
// cross-origin run against the real frame site is test/stack/embedded/*.e2e.test.ts.
import { Cause, Effect, Exit, Option } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFrameMessenger,
  type FrameMessenger,
  type FrameTimeoutReport,
} from './frameMessenger'

const frameUrl = `${location.origin}/__airlock-test-frame`
const messengers: FrameMessenger[] = []
const reports: FrameTimeoutReport[] = []
let ids = 0

afterEach(() => {
  for (const messenger of messengers.splice(0)) messenger.destroy()
  reports.length = 0
})

function messenger(timeouts = {}) {
  const created = createFrameMessenger({
    frameUrl,
    timeouts: { readyDelayMs: 100, loadMs: 2_000, requestMs: 300, ...timeouts },
    newId: () => `id-${++ids}`,
    onTimeout: (report) => reports.push(report),
  })
  messengers.push(created)
  return created
}

/** A message as if posted by `source` from `origin` (the frame's by default). */
function fromFrame(m: FrameMessenger, data: unknown, origin = location.origin, source?: Window) {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source ?? m.frame.contentWindow }),
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Waits (up to 5 s) for `done`, checking every 10 ms. */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5_000) throw new Error('not within 5 s')
    await sleep(10)
  }
}
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromiseExit(effect)
const failureOf = (exit: Exit.Exit<unknown, unknown>) =>
  Exit.isFailure(exit) ? Option.getOrUndefined(Cause.findErrorOption(exit.cause)) : undefined

async function readyMessenger(timeouts = {}) {
  const m = messenger(timeouts)
  fromFrame(m, { type: 'FRAME_READY' })
  await run(m.ready)
  return m
}

/** The requests the page posted into the frame, read inside the (same-origin) frame. */
async function postedInto(m: FrameMessenger) {
  await new Promise((resolve) => m.frame.addEventListener('load', resolve, { once: true }))
  const posted: { id: string; type: string }[] = []
  m.frame.contentWindow?.addEventListener('message', (event) => posted.push(event.data))
  return posted
}

describe('readiness (spec §4: announce plus 500 ms)', () => {
  it('is ready only readyDelayMs after the announce', async () => {
    const m = messenger()
    expect(m.status()).toBe('loading')
    expect(m.frame.getAttribute('aria-hidden')).toBe('true')
    const started = performance.now()
    fromFrame(m, { type: 'FRAME_READY' })
    expect(m.status()).toBe('announced')
    expect(Exit.isSuccess(await run(m.ready))).toBe(true)
    expect(performance.now() - started).toBeGreaterThanOrEqual(95)
    expect(m.status()).toBe('ready')
  })

  it('ignores an announce from the wrong origin or from another window', async () => {
    const m = messenger()
    fromFrame(m, { type: 'FRAME_READY' }, 'http://evil.example')
    fromFrame(m, { type: 'FRAME_READY' }, location.origin, window)
    fromFrame(m, { type: 'FRAME_READY', extra: 1, nested: { deep: [1] } }, 'null')
    await sleep(150)
    expect(m.status()).toBe('loading')
  })

  it('fails ready and every request after loadMs, reporting iframe_load_failed once', async () => {
    const m = messenger({ loadMs: 150 })
    const request = run(m.request({ type: 'IS_CONNECTED', payload: {} }))
    const exit = await run(m.ready)
    expect(failureOf(exit)).toMatchObject({ _tag: 'EmbeddedWalletLoadError' })
    expect(failureOf(await request)).toMatchObject({
      message: 'Network Error - Could not load embedded wallet',
    })
    expect(reports.map((r) => r.event)).toEqual(['iframe_load_failed'])
  })
})

describe('requests and answers (spec §7)', () => {
  it('posts { type, payload, id } into the frame and pairs the answer by id and type', async () => {
    const m = messenger()
    const posted = await postedInto(m)
    fromFrame(m, { type: 'FRAME_READY' })
    const answer = run(m.request({ type: 'CONNECT_EMAIL', payload: { email: 'a@b.co' } }))
    // Posted once the frame's readiness reached the messenger (a loaded machine takes longer).
    await until(() => posted.length > 0)
    const [sent] = posted
    expect(sent).toEqual({ type: 'CONNECT_EMAIL', payload: { email: 'a@b.co' }, id: sent?.id })
    // Another id, another type's answer for this id, a malformed answer: all ignored.
    fromFrame(m, { id: 'other', type: 'CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_OTP' } })
    fromFrame(m, { id: sent?.id, type: 'CONNECT_OTP_SUCCESS', payload: {} })
    fromFrame(m, { id: sent?.id, type: 'CONNECT_EMAIL_ERROR', payload: {} })
    fromFrame(m, {
      id: sent?.id,
      type: 'CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_DEVICE' },
    })
    const exit = await answer
    expect(exit).toEqual(Exit.succeed({ action: 'VERIFY_DEVICE' }))
  })

  it('fails with the frame’s message on <TYPE>_ERROR', async () => {
    const m = await readyMessenger()
    const answer = run(m.request({ type: 'CONNECT_OTP', payload: { otp: '1' } }))
    await sleep(10)
    fromFrame(m, {
      id: `id-${ids}`,
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    })
    expect(failureOf(await answer)).toMatchObject({
      _tag: 'EmbeddedWalletRequestError',
      requestType: 'CONNECT_OTP',
      message: 'Invalid code',
    })
  })

  it('fails with InvalidFrameMessageError when the success payload does not decode', async () => {
    const m = await readyMessenger()
    const answer = run(m.request({ type: 'GET_USER', payload: {} }))
    await sleep(10)
    fromFrame(m, { id: `id-${ids}`, type: 'GET_USER_SUCCESS', payload: { chainId: 1 } })
    expect(failureOf(await answer)).toMatchObject({ _tag: 'InvalidFrameMessageError' })
  })

  it('times out login requests only, reporting iframe_request_timeout', async () => {
    const m = await readyMessenger({ requestMs: 150 })
    const login = run(m.request({ type: 'CONNECT_OTP', payload: { otp: '1' } }))
    const rpc = run(m.request({ type: 'RPC_REQUEST', payload: { method: 'eth_chainId' } }))
    expect(failureOf(await login)).toMatchObject({
      _tag: 'EmbeddedWalletTimeoutError',
      message: 'Embedded Wallet Request Timed Out',
    })
    expect(reports.map((r) => r.event)).toEqual(['iframe_request_timeout'])
    await sleep(100)
    fromFrame(m, { id: `id-${ids}`, type: 'RPC_REQUEST_SUCCESS', payload: '0x1' })
    expect(await rpc).toEqual(Exit.succeed('0x1'))
  })

  it('fails waiting requests when the frame refuses the origin, and destroy removes the frame', async () => {
    const m = messenger()
    const answer = run(m.request({ type: 'IS_CONNECTED', payload: {} }))
    fromFrame(m, {
      type: 'FRAME_ORIGIN_REFUSED',
      payload: { message: 'Invalid App Configuration' },
    })
    expect(failureOf(await answer)).toMatchObject({ _tag: 'EmbeddedWalletOriginError' })
    expect(m.status()).toBe('failed')
    m.destroy()
    expect(m.frame.isConnected).toBe(false)
  })
})
