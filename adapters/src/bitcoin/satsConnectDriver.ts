// A sats-connect wallet as a BitcoinDriver: 'getAccounts' with purposes to connect,
// 'wallet_getAccount' to read the site's accounts silently, 'signMessage' (protocol ECDSA:
// the legacy BIP-137 signature every such wallet makes, base64), 'wallet_renouncePermissions'
// to disconnect, and the provider's 'accountChange' event.
import type { Account, CaipNetwork, Connector } from '@airlock/core/adapter'
import { Effect } from 'effect'
import { malformedAnswer, walletCall } from '../injected/walletCall'
import { accountTypeOf } from './bitcoinAccounts'
import type { BitcoinDriver } from './bitcoinDriver'
import type { BitcoinAddressPurpose } from './bitcoinFeatures'
import {
  type SatsAddress,
  type SatsProvider,
  type SatsProviderInfo,
  satsRequest,
} from './satsConnectProviders'
import { purposes } from './walletStandardDriver'

/** sats-connect's METHOD_NOT_FOUND: an older wallet without the method. */
const METHOD_NOT_FOUND = -32601

export function satsAccounts(addresses: unknown): Account[] {
  const list = (Array.isArray(addresses) ? addresses : []) as SatsAddress[]
  const accounts = list.flatMap((entry) => {
    if (typeof entry?.address !== 'string') return []
    // Stacks addresses share the answer; they are not bip122 accounts.
    if (entry.purpose !== undefined && entry.purpose !== 'payment' && entry.purpose !== 'ordinals')
      return []
    return [
      {
        namespace: 'bip122' as const,
        address: entry.address,
        type: accountTypeOf(entry.address, entry.purpose as BitcoinAddressPurpose | undefined),
        ...(typeof entry.publicKey === 'string' ? { publicKey: entry.publicKey } : {}),
      },
    ]
  })
  return [
    ...accounts.filter((account) => account.type === 'payment'),
    ...accounts.filter((account) => account.type !== 'payment'),
  ]
}

export function satsConnectDriver(
  info: SatsProviderInfo,
  provider: SatsProvider,
  networks: readonly CaipNetwork[],
): BitcoinDriver {
  const call = (method: string, params: unknown, timeoutMs: number | undefined) =>
    walletCall(method, () => satsRequest(provider, method, params), timeoutMs)
  const silentAccounts = (timeoutMs: number | undefined) =>
    call('wallet_getAccount', null, timeoutMs).pipe(
      Effect.map((answer) => satsAccounts((answer as { addresses?: unknown })?.addresses)),
      // A site the wallet does not trust (access denied, -32002) has no accounts; not a fault.
      Effect.catchTags({
        WalletRpcError: () => Effect.succeed([]),
        UserRejectedError: () => Effect.succeed([]),
      }),
    )
  const connector: Connector = {
    id: info.name,
    name: info.name,
    imageUrl: info.icon,
    type: 'ANNOUNCED',
    provider,
    chain: 'bip122',
    chains: networks,
  }

  return {
    connector,
    networks,
    connect: (timeoutMs) =>
      call('getAccounts', { purposes: [...purposes] }, timeoutMs).pipe(Effect.map(satsAccounts)),
    silentAccounts,
    signMessage: (address, message, timeoutMs) =>
      call('signMessage', { address, message, protocol: 'ECDSA' }, timeoutMs).pipe(
        Effect.flatMap((answer) => {
          const signature = (answer as { signature?: unknown })?.signature
          return typeof signature === 'string'
            ? Effect.succeed(signature)
            : Effect.fail(malformedAnswer('signMessage', 'no signature'))
        }),
      ),
    disconnect: (timeoutMs) =>
      call('wallet_renouncePermissions', null, timeoutMs).pipe(
        Effect.asVoid,
        Effect.catchIf(
          (error) => error._tag === 'WalletRpcError' && error.code === METHOD_NOT_FOUND,
          () => Effect.void,
        ),
      ),
    watchAccounts: (listener) => {
      if (typeof provider.addListener !== 'function') return () => {}
      let stopped = false
      const off = provider.addListener('accountChange', () => {
        Effect.runPromise(Effect.result(silentAccounts(undefined))).then((read) => {
          if (!stopped) listener(read._tag === 'Success' ? read.success : [])
        })
      })
      return () => {
        stopped = true
        off()
      }
    },
  }
}
