import { type Cause, Data } from 'effect'

/** What a {@link fixedMessageError} class makes: a tagged, yieldable error with the spec's text. */
export type FixedMessageError<Tag extends string> = Cause.YieldableError & {
  readonly _tag: Tag
  readonly cause?: unknown
}

/**
 * A tagged error class whose message is fixed by the spec (§8 quotes each one). Subclass it
 * under a name that says what went wrong:
 * `class UnsupportedChainError extends fixedMessageError('UnsupportedChainError', 'Unsupported chain') {}`
 * The return type is written out so the published declarations can name it.
 */
export function fixedMessageError<const Tag extends string>(
  tag: Tag,
  message: string,
): new (args?: {
  readonly cause?: unknown
}) => FixedMessageError<Tag> {
  return class extends Data.TaggedError(tag)<{ readonly cause?: unknown }> {
    override readonly message = message
    constructor(args: { readonly cause?: unknown } = {}) {
      super(args)
    }
  }
}
