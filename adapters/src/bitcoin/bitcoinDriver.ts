// One Bitcoin browser wallet as the adapter drives it, whichever convention it speaks: the
// Bitcoin Wallet Standard (walletStandardDriver.ts) or sats-connect's provider request API
// (satsConnectDriver.ts). Each answers the widget's Accounts (payment first, spec §9).
import type {
  Account,
  CaipNetwork,
  Connector,
  UnsupportedOperationError,
} from '@airlock/core/adapter'
import type { Effect } from 'effect'
import type { WalletCallError } from '../injected/walletCall'

export type DriverError = WalletCallError | UnsupportedOperationError

export interface BitcoinDriver {
  readonly connector: Connector
  /** The configured networks the wallet serves. */
  readonly networks: readonly CaipNetwork[]
  /** Asks for the payment and ordinals addresses; may prompt. */
  readonly connect: (timeoutMs: number | undefined) => Effect.Effect<Account[], DriverError>
  /** The accounts the wallet still shares with the site, without prompting; [] when none. */
  readonly silentAccounts: (timeoutMs: number | undefined) => Effect.Effect<Account[], DriverError>
  /** A base64 signature of `message` by `address`. */
  readonly signMessage: (
    address: string,
    message: string,
    timeoutMs: number | undefined,
  ) => Effect.Effect<string, DriverError>
  readonly disconnect: (timeoutMs: number | undefined) => Effect.Effect<void, DriverError>
  /** The wallet's own account changes; [] when it stops sharing accounts. */
  readonly watchAccounts: (listener: (accounts: Account[]) => void) => () => void
}
