// The core's Http client against a real local server: every method with JSON bodies, the
// client id query, and each typed failure (non-ok status, timeout, malformed JSON, wrong shape,
// nothing listening). Time limits run on effect's TestClock.
import { HttpDecodeError, HttpNetworkError, HttpStatusError, HttpTimeoutError } from '@airlock/core'
import { makeHttp, RPC_TIMEOUT_MS } from '@airlock/core/internal'
import { Effect, Exit, Fiber, Schema } from 'effect'
import { TestClock } from 'effect/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type JsonServer, startJsonServer } from '../../stack/http/jsonServer'

const Echo = Schema.Struct({ method: Schema.String, body: Schema.Unknown, query: Schema.Unknown })
let server: JsonServer

beforeAll(async () => {
  const echo = (request: { method: string; body: unknown; query: URLSearchParams }) => ({
    json: {
      method: request.method,
      body: request.body ?? null,
      query: Object.fromEntries(request.query),
    },
  })
  server = await startJsonServer({
    routes: (['GET', 'POST', 'PUT', 'DELETE'] as const).map((method) => ({
      method,
      path: '/echo/:id',
      handle: echo,
    })),
  })
})
afterAll(() => server.stop())
afterEach(() => {
  server.clearFaults()
  server.clearRequests()
})

const http = makeHttp({ clientId: 'client-1' })
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
  http.request({
    method,
    baseUrl: server.url,
    path: '/echo/1',
    params: { a: 'b', list: ['x', 'y'], none: undefined },
    body,
    schema: Echo,
  })

function failureOf<A, E>(exit: Exit.Exit<A, E>): E | undefined {
  if (Exit.isSuccess(exit)) return undefined
  const reason = exit.cause.reasons[0]
  return reason && 'error' in reason ? (reason.error as E) : undefined
}

describe('Http against a real server', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    '%s sends JSON and the query, and decodes the answer',
    async (method) => {
      const body = method === 'GET' ? undefined : { amount: '1.5' }
      const answer = await Effect.runPromise(call(method, body))
      expect(answer).toEqual({
        method,
        body: body ?? null,
        query: { a: 'b', list: 'x,y', clientId: 'client-1' },
      })
    },
  )

  it('a non-ok status is an HttpStatusError with the status and body', async () => {
    server.setFault('/echo/1', { kind: 'status', status: 500, json: { message: 'boom' } })
    const error = failureOf(await Effect.runPromiseExit(call('GET')))
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 500, body: { message: 'boom' } })
  })

  it('malformed JSON and a body of the wrong shape are HttpDecodeErrors', async () => {
    server.setFault('/echo/1', { kind: 'malformed' })
    expect(failureOf(await Effect.runPromiseExit(call('GET')))).toMatchObject({
      _tag: 'HttpDecodeError',
      issue: 'not JSON',
    })
    server.clearFaults()
    const wrongShape = http.request({
      method: 'GET',
      baseUrl: server.url,
      path: '/echo/1',
      schema: Schema.Struct({ quotes: Schema.Array(Schema.String) }),
    })
    expect(failureOf(await Effect.runPromiseExit(wrongShape))).toBeInstanceOf(HttpDecodeError)
  })

  it('a server that hangs ends in an HttpTimeoutError at the time limit, and the call is aborted', async () => {
    server.setFault('/echo/1', { kind: 'hang' })
    const program = Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(Effect.exit(call('GET')))
      // Let the request reach the server before moving the clock.
      yield* Effect.promise(async () => {
        while (server.requests().length === 0)
          await new Promise((resolve) => setTimeout(resolve, 5))
      })
      yield* TestClock.adjust(RPC_TIMEOUT_MS - 1)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      return yield* Fiber.join(fiber)
    })
    const exit = await Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))
    expect(failureOf(exit)).toBeInstanceOf(HttpTimeoutError)
    expect(failureOf(exit)).toMatchObject({ timeoutMs: RPC_TIMEOUT_MS })
  })

  it('nothing listening is an HttpNetworkError', async () => {
    const gone = await startJsonServer({ routes: [] })
    await gone.stop()
    const exit = await Effect.runPromiseExit(
      http.request({ method: 'GET', baseUrl: gone.url, path: '/x', schema: Schema.Unknown }),
    )
    expect(failureOf(exit)).toBeInstanceOf(HttpNetworkError)
  })
})
