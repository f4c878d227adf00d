// Issue 26: what a flow keeps of a failure, one shape for every flow. A flow's programs fail with
// tagged errors (effect's Data.TaggedError); an actor's failure reaches its machine as `unknown`
// (xstate types an error event so), and `errorInfoOf` is the one place that narrows it: a tagged
// error stays itself, anything else (a defect, a thrown string) becomes an UnexpectedError
// carrying it.
import { Data } from 'effect'

/** A failure as the flows keep it and the hooks hand it on: its tag and the message to show. */
export interface ErrorInfo {
  readonly _tag: string
  readonly message: string
}

/** A failure no flow expects (a bug, a library's throw): its message, the cause kept. */
export class UnexpectedError extends Data.TaggedError('UnexpectedError')<{
  readonly cause: unknown
}> {
  override readonly message: string
  constructor(args: { readonly cause: unknown }) {
    super(args)
    this.message = messageOf(args.cause)
  }
}

function messageOf(cause: unknown): string {
  if (cause instanceof Error) return cause.message
  // spec §8 alerts: 'Something went wrong' for a failure with nothing to say.
  return typeof cause === 'string' && cause !== '' ? cause : 'Something went wrong'
}

/** A field of whatever was thrown (`code`, `cause`, `details`), if it is an object with it. */
export function fieldOf(thrown: unknown, name: string): unknown {
  return typeof thrown === 'object' && thrown !== null ? Reflect.get(thrown, name) : undefined
}

/** The tag of a tagged error (`UserRejectedError`…), or undefined for anything else. */
export function tagOf(error: unknown): string | undefined {
  const tag = fieldOf(error, '_tag')
  return typeof tag === 'string' ? tag : undefined
}

function isErrorInfo(error: unknown): error is ErrorInfo {
  return tagOf(error) !== undefined && typeof fieldOf(error, 'message') === 'string'
}

/** The failure as a flow keeps it: a tagged error as it is, anything else as UnexpectedError. */
export function errorInfoOf(error: unknown): ErrorInfo {
  return isErrorInfo(error) ? error : new UnexpectedError({ cause: error })
}

/**
 * The failure an actor's error event carries (`xstate.error.actor.*`), for an action whose event
 * the machine types as its own union.
 */
export function errorInfoOfEvent(event: unknown): ErrorInfo {
  const hasError = typeof event === 'object' && event !== null && 'error' in event
  return errorInfoOf(hasError ? event.error : event)
}
