// Issue 26: what a network switch fails with: the namespace has no adapter, the wallet refused
// the switch or the add-chain request (spec §8 add-chain fallback), whose `request` also checks
// fees.
import { type WalletError, walletErrors } from '../../adapter'
import { type FeeError, feeErrors } from '../../domain/fees'
import { flowErrorOf, type UnexpectedError } from '../../errors/errorInfo'
import { ChainAdapterNotFoundError } from '../../errors/sdk'

/** What the network flow's switch fails with, and UnexpectedError for anything else. */
export type NetworkError = ChainAdapterNotFoundError | WalletError | FeeError | UnexpectedError

/** A failure of the switch or add-chain actor as the flow keeps it. */
export const networkErrorOf = flowErrorOf<NetworkError>({
  ChainAdapterNotFoundError,
  ...walletErrors,
  ...feeErrors,
})
