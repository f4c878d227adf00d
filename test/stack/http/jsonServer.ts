// The local services' common HTTP shell (Node, 127.0.0.1): routes with `:params`, JSON in and
// out, CORS for the example pages, a record of every request, and scriptable faults so tests
// can make any path answer 500, 403, hang, or send malformed JSON — over HTTP too
// (`/__airlock/faults`, `/__airlock/requests`), so browser tests can use them. A server may add
// controls of its own under `/__airlock/` (not recorded, never faulted).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RouteRequest {
  readonly method: Method
  /** The path without the query, e.g. `/v1/identity/0xabc`. */
  readonly path: string
  /** The `:name` parts of the route's path. */
  readonly params: Readonly<Record<string, string>>
  readonly query: URLSearchParams
  /** The parsed JSON body, or undefined. */
  readonly body: unknown
  readonly headers: IncomingMessage['headers']
}

export interface RouteResult {
  readonly status?: number
  /** Sent as JSON. */
  readonly json?: unknown
  /** Sent as is, with `contentType`. */
  readonly body?: string | Uint8Array
  readonly contentType?: string
  readonly headers?: Readonly<Record<string, string>>
}

export interface Route {
  readonly method: Method
  /** `/v1/identity/:address`; a `:name` matches one path segment. */
  readonly path: string
  readonly handle: (request: RouteRequest) => RouteResult | Promise<RouteResult>
}

export type Fault =
  | { readonly kind: 'status'; readonly status: number; readonly json?: unknown }
  | { readonly kind: 'hang' }
  | { readonly kind: 'malformed' }

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  /** The parsed JSON body; a body that is not JSON, as its text; or undefined. */
  readonly body: unknown
  readonly at: number
}

export interface JsonServer {
  readonly url: string
  readonly port: number
  /** Every request except the `/__airlock/*` controls, oldest first. */
  readonly requests: () => readonly RecordedRequest[]
  readonly clearRequests: () => void
  /** Make a path (exact, or a route pattern like `/v1/identity/:address`, or `*`) fail. */
  readonly setFault: (path: string, fault: Fault) => void
  readonly clearFaults: () => void
  readonly stop: () => Promise<void>
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** A path segment's text; a broken `%` escape is the client's mistake (400), not ours (500). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, `path segment ${segment} is not valid percent-encoding`)
  }
}

function matches(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? ''
    if (part.startsWith(':')) {
      if (actual === '') return undefined
      params[part.slice(1)] = decodeSegment(actual)
    } else if (part !== actual) return undefined
  }
  return params
}

type ReadBody = { readonly body: unknown; readonly isJson: boolean }

/**
 * The parsed JSON body (undefined when empty). A body that is not JSON is kept as its text, so
 * the request is still recorded before it is refused with 400.
 */
async function readBody(request: IncomingMessage): Promise<ReadBody> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  if (chunks.length === 0) return { body: undefined, isJson: true }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return { body: JSON.parse(text), isJson: true }
  } catch {
    return { body: text, isJson: false }
  }
}

function isFault(value: unknown): value is Fault {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return false
  if (value.kind === 'hang' || value.kind === 'malformed') return true
  return (
    value.kind === 'status' &&
    'status' in value &&
    typeof value.status === 'number' &&
    Number.isInteger(value.status) &&
    value.status >= 200 &&
    value.status <= 599
  )
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
}

function send(response: ServerResponse, result: RouteResult) {
  const status = result.status ?? 200
  if (result.json !== undefined || result.body === undefined) {
    // Serialised before the head is written: a value JSON cannot hold (a bigint) then becomes
    // a 500 instead of a second writeHead on a started response, which would crash the process.
    const payload = JSON.stringify(result.json ?? null)
    response.writeHead(status, {
      ...corsHeaders,
      'content-type': 'application/json',
      ...result.headers,
    })
    response.end(payload)
    return
  }
  response.writeHead(status, {
    ...corsHeaders,
    'content-type': result.contentType ?? 'application/octet-stream',
    ...result.headers,
  })
  response.end(result.body)
}

export async function startJsonServer({
  routes,
  controls = [],
  port = 0,
  host = '127.0.0.1',
}: {
  readonly routes: readonly Route[]
  /** Extra controls, each path under `/__airlock/`. */
  readonly controls?: readonly Route[]
  readonly port?: number
  readonly host?: string
}): Promise<JsonServer> {
  const recorded: RecordedRequest[] = []
  const faults = new Map<string, Fault>()
  const hanging = new Set<ServerResponse>()

  const faultFor = (path: string): Fault | undefined => {
    if (faults.has(path)) return faults.get(path)
    for (const [pattern, fault] of faults) if (matches(pattern, path)) return fault
    return faults.get('*')
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`)
    const method = (request.method ?? 'GET').toUpperCase()
    if (method === 'OPTIONS') {
      response.writeHead(204, corsHeaders)
      response.end()
      return
    }
    try {
      const { body, isJson } = await readBody(request)
      if (url.pathname.startsWith('/__airlock/')) {
        if (!isJson) throw new HttpError(400, 'body is not JSON')
        const own = controls.find(
          (route) => route.method === method && matches(route.path, url.pathname),
        )
        send(
          response,
          own
            ? await own.handle({
                method: method as Method,
                path: url.pathname,
                params: matches(own.path, url.pathname) ?? {},
                query: url.searchParams,
                body,
                headers: request.headers,
              })
            : control(method, url.pathname, body),
        )
        return
      }
      recorded.push({
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        at: Date.now(),
      })
      if (!isJson) throw new HttpError(400, 'body is not JSON')
      const fault = faultFor(url.pathname)
      if (fault?.kind === 'hang') {
        hanging.add(response)
        response.on('close', () => hanging.delete(response))
        return
      }
      if (fault?.kind === 'malformed') {
        send(response, { body: '{"this is": not json', contentType: 'application/json' })
        return
      }
      if (fault?.kind === 'status') {
        send(response, { status: fault.status, json: fault.json ?? { message: 'fault' } })
        return
      }
      for (const route of routes) {
        if (route.method !== method) continue
        const params = matches(route.path, url.pathname)
        if (!params) continue
        send(
          response,
          await route.handle({
            method: method as Method,
            path: url.pathname,
            params,
            query: url.searchParams,
            body,
            headers: request.headers,
          }),
        )
        return
      }
      send(response, { status: 404, json: { message: `no route for ${method} ${url.pathname}` } })
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500
      send(response, {
        status,
        json: { message: error instanceof Error ? error.message : 'error' },
      })
    }
  })

  // Also ends the requests a 'hang' fault is holding, so a cleared hang does not outlive the
  // test that set it — the same whether cleared here or over HTTP.
  function clearFaults() {
    faults.clear()
    for (const response of hanging) response.destroy()
  }

  function control(method: string, path: string, body: unknown): RouteResult {
    if (path === '/__airlock/requests' && method === 'GET') return { json: recorded }
    if (path === '/__airlock/requests' && method === 'DELETE') {
      recorded.length = 0
      return { json: { ok: true } }
    }
    if (path === '/__airlock/faults' && method === 'POST') {
      const { path: target, fault } = (body ?? {}) as { path?: unknown; fault?: unknown }
      if (typeof target !== 'string' || target === '' || !isFault(fault)) {
        return { status: 400, json: { message: 'expected { path, fault: Fault }' } }
      }
      faults.set(target, fault)
      return { json: { ok: true } }
    }
    if (path === '/__airlock/faults' && method === 'DELETE') {
      clearFaults()
      return { json: { ok: true } }
    }
    return { status: 404, json: { message: 'unknown control' } }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actual = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${actual}`,
    port: actual,
    requests: () => [...recorded],
    clearRequests: () => {
      recorded.length = 0
    },
    setFault: (path, fault) => faults.set(path, fault),
    clearFaults,
    stop: async () => {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
