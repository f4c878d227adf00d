// The core's Analytics and Telemetry against the local analytics sink (spec §7): the exact call,
// MODAL_CREATED never sent, nothing before the remote switch says on, nothing at all when off,
// and error telemetry capped at 5 per 60 s on effect's TestClock.
import {
  makeAnalytics,
  makeHttp,
  makeTelemetry,
  SDK_TYPE,
  SDK_VERSION,
} from '@airlock/core/internal'
import { Effect } from 'effect'
import { TestClock } from 'effect/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { recordReliability } from '../../reliability/reliabilityRecord'
import { type AnalyticsServer, startAnalyticsServer } from '../../stack/analytics/analyticsServer'

let sink: AnalyticsServer
beforeAll(async () => {
  sink = await startAnalyticsServer()
})
afterAll(() => sink.stop())
afterEach(() => {
  sink.clearEvents()
  sink.clearRequests()
})

const page = () => ({ url: 'https://app.example/swap', domain: 'app.example' })
const config = () => ({ baseUrl: sink.url, projectId: 'p1', page, isServer: false })
const open = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } } as const

describe('Analytics', () => {
  it('holds events until the remote switch is on, then sends each as POST /e', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'analytics before the remote switch is on',
      cases: 1,
      expected: 'nothing sent until enabled',
    })
    const analytics = makeAnalytics(makeHttp(), config())
    await Effect.runPromise(analytics.track(open, '0xabc'))
    await Effect.runPromise(analytics.track({ type: 'track', event: 'MODAL_CREATED' }))
    expect(sink.requests()).toEqual([])
    await Effect.runPromise(analytics.setRemoteEnabled(true))
    const [event] = sink.events()
    expect(sink.events()).toHaveLength(1)
    expect(event?.query).toMatchObject({ projectId: 'p1', st: SDK_TYPE, sv: SDK_VERSION })
    expect(event?.body).toMatchObject({
      url: 'https://app.example/swap',
      domain: 'app.example',
      props: {
        type: 'track',
        event: 'MODAL_OPEN',
        properties: { connected: false },
        address: '0xabc',
      },
    })
    expect(event?.body.eventId).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof event?.body.timestamp).toBe('number')
    await Effect.runPromise(analytics.track({ type: 'track', event: 'CONNECT_SUCCESS' }))
    expect(sink.events().map((e) => e.body.props.event)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS'])
  })

  it('sends nothing when the project turns analytics off, the host does, or on a server', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'analytics off (project, host, server)',
      cases: 3,
      expected: 'nothing sent',
    })
    const remoteOff = makeAnalytics(makeHttp(), config())
    await Effect.runPromise(remoteOff.track(open))
    await Effect.runPromise(remoteOff.setRemoteEnabled(false))
    await Effect.runPromise(remoteOff.track(open))
    const hostOff = makeAnalytics(makeHttp(), { ...config(), enabled: false })
    await Effect.runPromise(hostOff.setRemoteEnabled(true))
    await Effect.runPromise(hostOff.track(open))
    const server = makeAnalytics(makeHttp(), { ...config(), isServer: true })
    await Effect.runPromise(server.setRemoteEnabled(true))
    await Effect.runPromise(server.track(open))
    expect(sink.requests()).toEqual([])
  })

  it('a sink that fails never fails the widget', async () => {
    sink.setFault('/e', { kind: 'status', status: 500 })
    const analytics = makeAnalytics(makeHttp(), config())
    await Effect.runPromise(analytics.setRemoteEnabled(true))
    await expect(Effect.runPromise(analytics.track(open))).resolves.toBeUndefined()
    expect(sink.requests()).toHaveLength(1)
    sink.clearFaults()
  })
})

describe('Telemetry', () => {
  it('reports errors with the spec props, at most 5 per 60 s', async () => {
    const analytics = makeAnalytics(makeHttp(), config())
    await Effect.runPromise(analytics.setRemoteEnabled(true))
    const telemetry = makeTelemetry(analytics, config())
    const error = Object.assign(new Error('wallet said no'), { _tag: 'UserRejectedError' })
    const program = Effect.gen(function* () {
      const sent: boolean[] = []
      for (let i = 0; i < 7; i++)
        sent.push(yield* telemetry.report({ event: 'CONNECT_ERROR', error }))
      yield* TestClock.adjust('59 seconds')
      sent.push(yield* telemetry.report({ event: 'CONNECT_ERROR', error }))
      yield* TestClock.adjust('1 second')
      sent.push(yield* telemetry.report({ event: 'CONNECT_ERROR', error }))
      return sent
    })
    const sent = await Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))
    expect(sent).toEqual([true, true, true, true, true, false, false, false, true])
    expect(sink.events()).toHaveLength(6)
    expect(sink.events()[0]?.body.props).toMatchObject({
      type: 'error',
      event: 'CONNECT_ERROR',
      errorType: 'UserRejectedError',
      errorMessage: 'wallet said no',
    })
    expect(String(sink.events()[0]?.body.props.stackTrace)).toContain('wallet said no')
  })

  it('issue 28: waits on the analytics switch: nothing before it is known, nothing when off', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'error telemetry before the analytics switch is known, and with it off',
      cases: 2,
      expected: 'nothing sent until the switch is on; dropped when it is off',
    })
    const error = new Error('Storage is full')
    for (const remoteOn of [true, false]) {
      const analytics = makeAnalytics(makeHttp(), config())
      const telemetry = makeTelemetry(analytics, config())
      await Effect.runPromise(telemetry.report({ event: 'STORAGE_ERROR', error }))
      expect(sink.events()).toEqual([])
      await Effect.runPromise(analytics.setRemoteEnabled(remoteOn))
      expect(sink.events().map((event) => event.body.props.event)).toEqual(
        remoteOn ? ['STORAGE_ERROR'] : [],
      )
      sink.clearEvents()
    }
  })

  it("issue 28: tells the page's origin and path, never its query or fragment", async () => {
    const location = {
      origin: 'https://app.example',
      pathname: '/login',
      hostname: 'app.example',
      href: 'https://app.example/login?code=secret#token=secret',
    }
    Object.assign(globalThis, { location })
    try {
      const { page: _page, ...withoutPage } = config()
      const analytics = makeAnalytics(makeHttp(), withoutPage)
      await Effect.runPromise(analytics.setRemoteEnabled(true))
      await Effect.runPromise(
        makeTelemetry(analytics, withoutPage).report({
          event: 'CONNECT_ERROR',
          error: new Error('x'),
        }),
      )
      expect(sink.events()[0]?.body).toMatchObject({
        url: 'https://app.example/login',
        domain: 'app.example',
      })
      expect(JSON.stringify(sink.events())).not.toContain('secret')
    } finally {
      Reflect.deleteProperty(globalThis, 'location')
    }
  })
})
