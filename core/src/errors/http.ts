// DESIGN.md Http: the ways a call to one of the widget's services can fail, as tagged values.
import { Data } from 'effect'
import type { KnownErrors } from './errorInfo'

/** The server answered with a non-ok status (spec §7 "throws on non-ok status"). */
export class HttpStatusError extends Data.TaggedError('HttpStatusError')<{
  readonly method: string
  readonly url: string
  readonly status: number
  readonly body?: unknown
}> {
  override get message() {
    return `${this.method} ${this.url} answered ${this.status}`
  }
}

/** No answer within the request's time limit; the request was aborted. */
export class HttpTimeoutError extends Data.TaggedError('HttpTimeoutError')<{
  readonly method: string
  readonly url: string
  readonly timeoutMs: number
}> {
  override get message() {
    return `${this.method} ${this.url} did not answer within ${this.timeoutMs} ms`
  }
}

/** The request never reached a server (offline, refused, CORS). */
export class HttpNetworkError extends Data.TaggedError('HttpNetworkError')<{
  readonly method: string
  readonly url: string
  readonly cause: unknown
}> {
  override get message() {
    return `${this.method} ${this.url} failed: ${this.cause instanceof Error ? this.cause.message : String(this.cause)}`
  }
}

/** The body was not JSON, or not the shape the call expects. */
export class HttpDecodeError extends Data.TaggedError('HttpDecodeError')<{
  readonly method: string
  readonly url: string
  readonly issue: string
}> {
  override get message() {
    return `${this.method} ${this.url} answered an unexpected body: ${this.issue}`
  }
}

export type HttpError = HttpStatusError | HttpTimeoutError | HttpNetworkError | HttpDecodeError

/** The HttpError classes, for a flow's `flowErrorOf` (issue 26): `{ ...httpErrors, … }`. */
export const httpErrors: KnownErrors<HttpError> = {
  HttpStatusError,
  HttpTimeoutError,
  HttpNetworkError,
  HttpDecodeError,
}

const httpErrorTags: ReadonlySet<string> = new Set([
  'HttpStatusError',
  'HttpTimeoutError',
  'HttpNetworkError',
  'HttpDecodeError',
] satisfies HttpError['_tag'][])

/** Whether a failure is a call to a service that went wrong (any HttpError), by its tag. */
export const isHttpError = (error: { readonly _tag?: unknown } | undefined): boolean =>
  typeof error?._tag === 'string' && httpErrorTags.has(error._tag)
