// Issue 31: what a host's wagmi set-up can get wrong, typed, with the chains it names.
import { Data } from 'effect'

/** createWagmiConfig was given chains the widget does not have among its networks (or the
 * widget has no eip155 network at all: no chain ids). */
export class WagmiChainsNotInWidgetError extends Data.TaggedError('WagmiChainsNotInWidgetError')<{
  readonly chainIds: readonly number[]
}> {
  override readonly message =
    this.chainIds.length === 0
      ? "The widget has no eip155 network to give wagmi: add one to createWidget's networks."
      : `The wagmi chains ${this.chainIds.join(', ')} are not among the widget's networks: add them to createWidget's networks, or leave them out of createWagmiConfig.`
}
