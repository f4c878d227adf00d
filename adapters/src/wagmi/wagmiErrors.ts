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

/** createWagmiConfig was given transports for chain ids that are not among its chains (a typo, or
 * a chain left out): wagmi would never use them, and the chain meant would read elsewhere. */
export class WagmiTransportsWithoutChainError extends Data.TaggedError(
  'WagmiTransportsWithoutChainError',
)<{
  readonly chainIds: readonly number[]
}> {
  override readonly message =
    `createWagmiConfig was given transports for chains ${this.chainIds.join(', ')}, which are not among its chains.`
}
