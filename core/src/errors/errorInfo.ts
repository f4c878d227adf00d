// Issue 26: what a flow keeps of a failure. A flow's programs fail with tagged errors (effect's
// Data.TaggedError); an actor's failure reaches its machine as `unknown` (xstate types an error
// event so), and `flowErrorOf` is the one place that narrows it to the flow's own union: an error
// of one of the flow's known classes stays itself, anything else (a defect, a thrown string, an
// error the flow does not expect) becomes an UnexpectedError carrying it. Every flow has its
// union (decision 0031), so there is no untyped narrowing.
import { Data } from 'effect'

/**
 * A failure as a view shows it: its tag and the message. `ErrorInfo<OnrampError['_tag']>` takes
 * only a flow's tags, so a view's comparison with a misspelt tag fails the type-check.
 */
export interface ErrorInfo<Tag extends string = string> {
  readonly _tag: Tag
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

/** How a flow recognises one of its errors: its class, or a guard for one known by its shape. */
export type KnownError<E> =
  | (abstract new (
      ...args: never
    ) => E)
  | { readonly is: (error: unknown) => error is E }

/**
 * The classes of a flow's error union, one per tag: a tag missing, one too many, or a class
 * whose errors are not the union's member fails the type-check.
 */
export type KnownErrors<Union extends ErrorInfo> = {
  readonly [Tag in Exclude<Union, UnexpectedError>['_tag']]: KnownError<
    Extract<Union, { readonly _tag: Tag }>
  >
}

/**
 * A flow's narrowing of an actor's failure (issue 26): `flowErrorOf<NamesError>({ … })` gives a
 * function from `unknown` to the flow's union. An error of a known class (or an
 * UnexpectedError already) stays itself; anything else becomes an UnexpectedError carrying it.
 */
export function flowErrorOf<Union extends ErrorInfo>(
  known: KnownErrors<Union>,
): (error: unknown) => Union | UnexpectedError {
  const recognisers: readonly KnownError<Union>[] = Object.values(known)
  const isKnown = (error: unknown): error is Union =>
    recognisers.some((recognise) =>
      typeof recognise === 'function' ? error instanceof recognise : recognise.is(error),
    )
  return (error) =>
    error instanceof UnexpectedError || isKnown(error)
      ? error
      : new UnexpectedError({ cause: error })
}

/** The failure of an actor's error event (`xstate.error.actor.*`), or the value itself. */
export function errorOfEvent(event: unknown): unknown {
  const hasError = typeof event === 'object' && event !== null && 'error' in event
  return hasError ? event.error : event
}
