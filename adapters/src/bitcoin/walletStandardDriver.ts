// A Bitcoin Wallet Standard wallet as a BitcoinDriver: `bitcoin:connect` with purposes,
// `bitcoin:signMessage` over raw bytes (base64 of the signature it answers), silent reconnect
// through the accounts it exposes or `standard:connect` silent, `standard:disconnect`, and
// `standard:events` change for account changes.
import {
  type CaipNetwork,
  toWalletRpcError,
  UnsupportedOperationError,
} from '@airlock/core/adapter'
import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Effect } from 'effect'
import { malformedAnswer, walletCall } from '../injected/walletCall'
import { bitcoinAccounts } from './bitcoinAccounts'
import type { BitcoinDriver } from './bitcoinDriver'
import {
  type BitcoinAddressPurpose,
  BitcoinConnect,
  type BitcoinConnectFeature,
  BitcoinSignMessage,
  type BitcoinSignMessageFeature,
  featureOf,
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from './bitcoinFeatures'
import { bitcoinConnector } from './discovery'
import { networksOfWallet } from './walletChains'

/** spec §3: both address kinds, payment first (spec §9 default account type). */
export const purposes: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

const unsupported = (operation: string) =>
  Effect.fail(new UnsupportedOperationError({ operation, namespace: 'bip122' }))

export function walletStandardDriver(
  wallet: Wallet,
  networks: readonly CaipNetwork[],
): BitcoinDriver {
  /** The accounts the wallet authorized: signing names a WalletAccount. */
  let authorized: readonly WalletAccount[] = []

  return {
    connector: bitcoinConnector(wallet, networks),
    networks: networksOfWallet(wallet.chains, networks),
    connect: (timeoutMs) =>
      Effect.gen(function* () {
        const feature = featureOf<BitcoinConnectFeature>(wallet, BitcoinConnect)
        if (!feature) return yield* unsupported(BitcoinConnect)
        const { accounts } = yield* walletCall(
          BitcoinConnect,
          () => feature.connect({ purposes: [...purposes] }),
          timeoutMs,
        )
        authorized = accounts ?? []
        return bitcoinAccounts(authorized, purposes)
      }),
    silentAccounts: (timeoutMs) =>
      Effect.gen(function* () {
        const feature = featureOf<StandardConnectFeature>(wallet, StandardConnect)
        if (wallet.accounts.length === 0 && feature) {
          const answer = yield* walletCall(
            StandardConnect,
            () => feature.connect({ silent: true }),
            timeoutMs,
          )
          authorized = answer.accounts ?? []
        } else authorized = wallet.accounts
        return bitcoinAccounts(authorized)
      }),
    signMessage: (address, message, timeoutMs) =>
      Effect.gen(function* () {
        const feature = featureOf<BitcoinSignMessageFeature>(wallet, BitcoinSignMessage)
        if (!feature) return yield* unsupported(BitcoinSignMessage)
        const account = [...authorized, ...wallet.accounts].find((a) => a.address === address)
        if (!account) {
          return yield* Effect.fail(
            toWalletRpcError({ code: 4100, message: `${address} is not authorized` }),
          )
        }
        const [output] = yield* walletCall(
          BitcoinSignMessage,
          () => feature.signMessage({ account, message: new TextEncoder().encode(message) }),
          timeoutMs,
        )
        if (!(output?.signature instanceof Uint8Array)) {
          return yield* Effect.fail(malformedAnswer(BitcoinSignMessage, 'no signature'))
        }
        // Base64, as sats-connect wallets answer and as BIP-137 / BIP-322 signatures travel.
        return base64.encode(output.signature)
      }),
    disconnect: (timeoutMs) =>
      Effect.gen(function* () {
        authorized = []
        const feature = featureOf<StandardDisconnectFeature>(wallet, StandardDisconnect)
        // A wallet without the feature is disconnected on the adapter's side alone.
        if (feature) yield* walletCall(StandardDisconnect, () => feature.disconnect(), timeoutMs)
      }),
    watchAccounts: (listener) => {
      const events = featureOf<StandardEventsFeature>(wallet, StandardEvents)
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (accounts === undefined) return
        authorized = accounts
        listener(bitcoinAccounts(accounts))
      })
    },
  }
}
