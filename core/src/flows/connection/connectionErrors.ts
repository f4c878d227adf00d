// Issue 26: what connecting a namespace fails with: the namespace has no adapter, or the adapter's
// connect failed (the person declined, the wallet timed out or answered an RPC error…).
import { type WalletError, walletErrors } from '../../adapter'
import { flowErrorOf, type UnexpectedError } from '../../errors/errorInfo'
import { ChainAdapterNotFoundError } from '../../errors/sdk'

/** What the connection flow fails with, and UnexpectedError for anything else. */
export type ConnectionError = ChainAdapterNotFoundError | WalletError | UnexpectedError

/** A failure of the connect actor as the flow keeps it. */
export const connectionErrorOf = flowErrorOf<ConnectionError>({
  ChainAdapterNotFoundError,
  ...walletErrors,
})
