// Issue 26: what making a WalletConnect pairing URI fails with (spec §3 `wcError`). The pairing
// starts a connection through the WalletConnect connector (widget/handle/startPairing.ts), so it
// fails as that connect does: no WalletConnect connector, the attempt dropped before the wallet
// answered, a network that is not the widget's, or the connection flow's failure.
import { walletErrors } from '../../adapter'
import { flowErrorOf } from '../../errors/errorInfo'
import {
  ChainAdapterNotFoundError,
  RequestAbortedError,
  UnsupportedChainError,
} from '../../errors/sdk'
import type { ConnectionError } from '../connection/connectionErrors'

/** What the pairing flow fails with, and UnexpectedError (in ConnectionError) for anything else. */
export type PairingError = RequestAbortedError | UnsupportedChainError | ConnectionError

/** A failure of the createPairing actor as the flow keeps it. */
export const pairingErrorOf = flowErrorOf<PairingError>({
  RequestAbortedError,
  UnsupportedChainError,
  ChainAdapterNotFoundError,
  ...walletErrors,
})
