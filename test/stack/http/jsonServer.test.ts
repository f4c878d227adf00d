import { createServer } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type JsonServer, type Route, startJsonServer } from './jsonServer'

const routes: Route[] = [
  {
    method: 'GET',
    path: '/items/:id',
    handle: ({ params, query }) => ({ json: { id: params.id, tag: query.get('tag') } }),
  },
  {
    method: 'POST',
    path: '/items',
    handle: ({ body }) => ({ status: 201, json: { received: body } }),
  },
  {
    method: 'GET',
    path: '/text',
    handle: () => ({ body: 'plain', contentType: 'text/plain' }),
  },
  // A handler bug: JSON cannot hold a bigint.
  { method: 'GET', path: '/bigint', handle: () => ({ json: { value: 1n } }) },
]

let server: JsonServer
beforeAll(async () => {
  server = await startJsonServer({ routes })
})
afterAll(async () => {
  await server.stop()
})
afterEach(() => {
  server.clearFaults()
  server.clearRequests()
})

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)
const post = (path: string, body: unknown) =>
  get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('jsonServer routes', () => {
  it('listens on a free port of 127.0.0.1 when asked for port 0', () => {
    expect(server.port).toBeGreaterThan(0)
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
  })

  it('passes `:params` (percent-decoded) and the query to the handler', async () => {
    const response = await get('/items/eip155%3A1?tag=red')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual({ id: 'eip155:1', tag: 'red' })
  })

  it('parses a JSON body and answers with the status the handler chose', async () => {
    const response = await post('/items', { name: 'x' })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ received: { name: 'x' } })
  })

  it('sends a non-JSON body with its content type', async () => {
    const response = await get('/text')
    expect(response.headers.get('content-type')).toBe('text/plain')
    expect(await response.text()).toBe('plain')
  })

  it.each([
    ['an unknown path', 'GET', '/nowhere'],
    ['a known path with another method', 'DELETE', '/items/1'],
    ['a param segment left empty', 'GET', '/items/'],
  ])('answers 404 { message } for %s', async (_, method, path) => {
    const response = await get(path, { method })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: expect.stringContaining(path) })
  })

  it('answers 400 for a body that is not JSON, and still records the request', async () => {
    const response = await post('/items', '{oops')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'body is not JSON' })
    expect(server.requests()).toMatchObject([{ method: 'POST', path: '/items', body: '{oops' }])
  })

  it('answers 400 for a broken percent escape in a param', async () => {
    const response = await get('/items/%E0%A4%A')
    expect(response.status).toBe(400)
  })

  it('answers 500 { message } when a handler returns what JSON cannot hold', async () => {
    const response = await get('/bigint')
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: expect.stringMatching(/bigint/i) })
    // …and keeps serving.
    expect((await get('/items/1')).status).toBe(200)
  })
})

describe('jsonServer request record', () => {
  it('records method, path, query and body of every request, oldest first', async () => {
    await get('/items/a?tag=1')
    await post('/items', { n: 2 })
    await get('/nowhere')
    expect(server.requests()).toMatchObject([
      { method: 'GET', path: '/items/a', query: { tag: '1' }, body: undefined },
      { method: 'POST', path: '/items', query: {}, body: { n: 2 } },
      { method: 'GET', path: '/nowhere' },
    ])
    const [first] = server.requests()
    expect(first?.at).toBeGreaterThan(0)
  })

  it('serves the record over HTTP, leaves the controls out of it, and clears it', async () => {
    await get('/items/a')
    const listed = await (await get('/__airlock/requests')).json()
    expect(listed).toMatchObject([{ path: '/items/a' }])
    expect((await get('/__airlock/requests', { method: 'DELETE' })).status).toBe(200)
    expect(server.requests()).toEqual([])
  })

  it('clearRequests empties the record', async () => {
    await get('/items/a')
    server.clearRequests()
    expect(server.requests()).toEqual([])
  })
})

describe('jsonServer faults', () => {
  it.each([500, 403])('a status fault answers %i with { message: fault }', async (status) => {
    server.setFault('/items/a', { kind: 'status', status })
    const response = await get('/items/a')
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ message: 'fault' })
    // Only that path fails.
    expect((await get('/items/b')).status).toBe(200)
  })

  it('a status fault sends its own JSON when given', async () => {
    server.setFault('/items/a', { kind: 'status', status: 429, json: { message: 'slow down' } })
    const response = await get('/items/a')
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({ message: 'slow down' })
  })

  it('a route pattern fault hits every path the pattern matches; `*` hits all', async () => {
    server.setFault('/items/:id', { kind: 'status', status: 500 })
    expect((await get('/items/a')).status).toBe(500)
    expect((await get('/items/b')).status).toBe(500)
    expect((await get('/text')).status).toBe(200)
    server.setFault('*', { kind: 'status', status: 503 })
    expect((await get('/text')).status).toBe(503)
  })

  it('a malformed fault sends JSON that does not parse', async () => {
    server.setFault('/items/a', { kind: 'malformed' })
    const response = await get('/items/a')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    await expect(response.json()).rejects.toThrow(SyntaxError)
  })

  it('a hang fault never answers; clearing the faults ends the held request', async () => {
    server.setFault('/items/a', { kind: 'hang' })
    await expect(get('/items/a', { signal: AbortSignal.timeout(200) })).rejects.toThrow(/timeout/i)
    const held = get('/items/a')
    await expect.poll(() => server.requests().length).toBe(2)
    server.clearFaults()
    await expect(held).rejects.toThrow()
    expect((await get('/items/a')).status).toBe(200)
  })

  it('faulted requests are recorded too', async () => {
    server.setFault('/items/a', { kind: 'status', status: 500 })
    await get('/items/a')
    expect(server.requests()).toMatchObject([{ path: '/items/a' }])
  })

  it('faults can be set and cleared over HTTP', async () => {
    const set = await post('/__airlock/faults', {
      path: '/items/:id',
      fault: { kind: 'status', status: 500 },
    })
    expect(set.status).toBe(200)
    expect((await get('/items/a')).status).toBe(500)
    expect((await get('/__airlock/faults', { method: 'DELETE' })).status).toBe(200)
    expect((await get('/items/a')).status).toBe(200)
  })

  it('clearing over HTTP also ends a request held by a hang fault', async () => {
    await post('/__airlock/faults', { path: '/items/a', fault: { kind: 'hang' } })
    const held = get('/items/a')
    await expect.poll(() => server.requests().length).toBe(1)
    await get('/__airlock/faults', { method: 'DELETE' })
    await expect(held).rejects.toThrow()
  })

  it.each([
    ['no body', undefined],
    ['no path', { fault: { kind: 'hang' } }],
    ['an unknown kind', { path: '/items/a', fault: { kind: 'explode' } }],
    ['a status that is not HTTP', { path: '/items/a', fault: { kind: 'status', status: 99 } }],
  ])('refuses a fault over HTTP with %s (400) and sets nothing', async (_, body) => {
    const response = await get('/__airlock/faults', {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    expect(response.status).toBe(400)
    expect((await get('/items/a')).status).toBe(200)
  })

  it('an unknown control answers 404', async () => {
    expect((await get('/__airlock/nothing')).status).toBe(404)
  })
})

describe('jsonServer CORS', () => {
  it('answers a preflight with 204 and the CORS headers, without recording it', async () => {
    const response = await get('/items', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('*')
    expect(server.requests()).toEqual([])
  })

  it('puts the allow-origin header on answers, faults and 404s alike', async () => {
    server.setFault('/items/b', { kind: 'status', status: 500 })
    for (const path of ['/items/a', '/items/b', '/nowhere']) {
      expect((await get(path)).headers.get('access-control-allow-origin')).toBe('*')
    }
  })
})

describe('jsonServer stop', () => {
  const canListen = (port: number) =>
    new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })

  it('frees the port, even with a kept-alive connection and a held request', async () => {
    const own = await startJsonServer({ routes })
    await fetch(`${own.url}/items/a`) // leaves a keep-alive connection open
    own.setFault('/items/b', { kind: 'hang' })
    const held = fetch(`${own.url}/items/b`)
    await expect.poll(() => own.requests().length).toBe(2)
    expect(await canListen(own.port)).toBe(false)
    await own.stop()
    await expect(held).rejects.toThrow()
    expect(await canListen(own.port)).toBe(true)
  })
})
