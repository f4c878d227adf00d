// DESIGN.md Http: GET, POST, PUT, DELETE with JSON bodies against a base URL, an optional
// client id query, a time limit per request (the call is aborted when it passes), and typed
// failures: non-ok status, timeout, network, and a body that is not JSON or not the expected
// shape (decoded with effect Schema at this edge).
import { Context, Effect, Layer, Schema } from 'effect'
import { RPC_TIMEOUT_MS } from '../../constants'
import {
  HttpDecodeError,
  type HttpError,
  HttpNetworkError,
  HttpStatusError,
  HttpTimeoutError,
} from '../../errors/http'
import { buildUrl, type QueryValue } from './buildUrl'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type { QueryValue } from './buildUrl'

export interface HttpRequest<A> {
  readonly method: HttpMethod
  readonly baseUrl: string
  readonly path: string
  /** Undefined values are left out; arrays are joined with commas. */
  readonly params?: Readonly<Record<string, QueryValue>>
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
  /** The expected body; a mismatch is an HttpDecodeError. */
  readonly schema: Schema.Codec<A, unknown>
  readonly timeoutMs?: number
}

export interface HttpOptions {
  /** `fetch` of the page by default. */
  readonly fetch?: typeof globalThis.fetch
  /** Added to every request as the `clientId` query parameter. */
  readonly clientId?: string
  readonly timeoutMs?: number
}

export interface HttpShape {
  readonly request: <A>(request: HttpRequest<A>) => Effect.Effect<A, HttpError>
}

async function readJson(response: Response): Promise<{ json: unknown } | { issue: string }> {
  const text = await response.text()
  if (text === '') return { json: undefined }
  try {
    return { json: JSON.parse(text) }
  } catch {
    return { issue: 'not JSON' }
  }
}

export function makeHttp({
  fetch: fetchFn,
  clientId,
  timeoutMs = RPC_TIMEOUT_MS,
}: HttpOptions = {}): HttpShape {
  return {
    request: <A>(request: HttpRequest<A>) => {
      const { method, body, schema } = request
      const url = buildUrl(request.baseUrl, request.path, { ...request.params, clientId })
      const limit = request.timeoutMs ?? timeoutMs
      const exchange = Effect.tryPromise({
        try: async (signal) => {
          const response = await (fetchFn ?? globalThis.fetch)(url, {
            method,
            signal,
            headers: {
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...request.headers,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
          return { status: response.status, ok: response.ok, read: await readJson(response) }
        },
        catch: (cause) => new HttpNetworkError({ method, url, cause }),
      })
      return exchange.pipe(
        Effect.timeoutOrElse({
          duration: limit,
          orElse: () => Effect.fail(new HttpTimeoutError({ method, url, timeoutMs: limit })),
        }),
        Effect.flatMap(({ status, ok, read }): Effect.Effect<A, HttpError> => {
          if (!ok) {
            return Effect.fail(
              new HttpStatusError({
                method,
                url,
                status,
                body: 'json' in read ? read.json : undefined,
              }),
            )
          }
          if ('issue' in read)
            return Effect.fail(new HttpDecodeError({ method, url, issue: read.issue }))
          return Schema.decodeUnknownEffect(schema)(read.json).pipe(
            Effect.mapError((error) => new HttpDecodeError({ method, url, issue: error.message })),
          )
        }),
      )
    },
  }
}

export class Http extends Context.Service<Http, HttpShape>()('airlock/Http') {
  static layer(options?: HttpOptions) {
    return Layer.sync(Http, () => makeHttp(options))
  }
}
