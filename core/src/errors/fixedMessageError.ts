import { Data } from 'effect'

/**
 * A tagged error class whose message is fixed by the spec (§8 quotes each one). Subclass it
 * under a name that says what went wrong:
 * `class UnsupportedChainError extends fixedMessageError('UnsupportedChainError', 'Unsupported chain') {}`
 */
export function fixedMessageError<const Tag extends string>(tag: Tag, message: string) {
  return class extends Data.TaggedError(tag)<{ readonly cause?: unknown }> {
    override readonly message = message
    constructor(args: { readonly cause?: unknown } = {}) {
      super(args)
    }
  }
}
