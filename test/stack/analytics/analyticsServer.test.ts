import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type AnalyticsServer, startAnalyticsServer } from './analyticsServer'

const sdk = { projectId: 'test-project', st: 'appkit', sv: 'html-wagmi-4.2.2' }

let sink: AnalyticsServer
beforeAll(async () => {
  sink = await startAnalyticsServer({ port: 0 })
})
afterAll(async () => {
  await sink.stop()
})
afterEach(() => {
  sink.clearEvents()
  sink.clearRequests()
  sink.clearFaults()
})

function post(body: unknown, query: Readonly<Record<string, string>> = sdk) {
  const url = new URL('/e', sink.url)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const event = (eventId: string, props: Record<string, unknown> = { type: 'track' }) => ({
  eventId,
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_700_000_000_000,
  props,
})

describe('POST /e (spec §7 analytics)', () => {
  it('accepts an analytics event with 202 {} and keeps it with its query', async () => {
    const sent = event('e-1', {
      type: 'track',
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
    const response = await post(sent)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({})
    expect(sink.events()).toEqual([{ query: sdk, body: sent }])
  })

  it('accepts error telemetry: the same call with the error in props (spec §8)', async () => {
    const props = {
      type: 'error',
      event: 'CONNECT_ERROR',
      errorType: 'UserRejectedRequestError',
      errorMessage: 'User rejected the request.',
      stackTrace: 'Error: User rejected the request.\n    at connect',
    }
    expect((await post(event('t-1', props))).status).toBe(202)
    expect(sink.events()[0]?.body.props).toEqual(props)
  })

  it('keeps the events oldest first', async () => {
    for (const id of ['a', 'b', 'c']) await post(event(id))
    expect(sink.events().map((recorded) => recorded.body.eventId)).toEqual(['a', 'b', 'c'])
  })

  const { props: _props, ...withoutProps } = event('x')
  it.each([
    ['an array body', [event('x')]],
    ['a string body', '"hello"'],
    ['no eventId', { ...event('x'), eventId: undefined }],
    ['a numeric url', { ...event('x'), url: 42 }],
    ['no domain', { ...event('x'), domain: undefined }],
    ['a timestamp as text', { ...event('x'), timestamp: '2024-01-01' }],
    ['no props', withoutProps],
    ['props as an array', { ...event('x'), props: ['type'] }],
    ['props null', { ...event('x'), props: null }],
    ['a body that is not JSON', '{"eventId": '],
  ])('refuses %s with 400 { message }: recorded as a request, not as an event', async (_, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.any(String) })
    expect(sink.requests()).toMatchObject([{ method: 'POST', path: '/e' }])
    expect(sink.events()).toEqual([])
  })

  it('refuses a POST without projectId (400), and does not keep it', async () => {
    const response = await post(event('x'), { st: sdk.st, sv: sdk.sv })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.stringContaining('projectId') })
    expect(sink.events()).toEqual([])
  })

  it('a fault on /e answers as set, and the faulted event is not kept', async () => {
    sink.setFault('/e', { kind: 'status', status: 500 })
    expect((await post(event('x'))).status).toBe(500)
    expect(sink.events()).toEqual([])
    expect(sink.requests()).toHaveLength(1)
  })
})

describe('GET /events (for browser tests)', () => {
  it('lists the same events as events(), refused ones left out', async () => {
    await post(event('first'))
    await post({ not: 'an event' })
    await post(event('second'))
    const response = await fetch(new URL('/events', sink.url))
    expect(response.status).toBe(200)
    const listed: unknown = await response.json()
    expect(listed).toEqual(sink.events())
    expect(sink.events().map((recorded) => recorded.body.eventId)).toEqual(['first', 'second'])
  })

  it('DELETE /events forgets them, as clearEvents() does', async () => {
    await post(event('gone'))
    expect((await fetch(new URL('/events', sink.url), { method: 'DELETE' })).status).toBe(200)
    expect(sink.events()).toEqual([])
    await post(event('also gone'))
    sink.clearEvents()
    expect(await (await fetch(new URL('/events', sink.url))).json()).toEqual([])
  })
})
