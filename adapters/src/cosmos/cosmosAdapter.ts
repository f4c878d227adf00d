// The cosmos adapter (DESIGN.md /cosmos): Keplr-style injected wallets (keplr.ts). Connect is
// enable(chainId) then getKey(chainId); a `keplr_keystorechange` window event re-reads the key
// (spec §4 account events); messages are signed with signArbitrary (ADR-036) and the adapter
// answers the StdSignature's base64 signature. No balance (spec §9 reads balances on eip155
// and solana only; the Blockchain API serves no cosmos chain) and no transfers (spec §4).
import {
  type CaipNetwork,
  type Connected,
  cosmosAddressRule,
  createAdapter,
  toWalletRpcError,
} from '@airlock/core/adapter'
import { base64 } from '@scure/base'
import { Effect } from 'effect'
import {
  accountsEvent,
  type ExtensionAdapterOptions,
  extensionAdapterBase,
  foundConnector,
  methodNotSupported,
  networkFor,
  notConnected,
} from '../injected/extensionAdapter'
import { malformedAnswer, walletCall } from '../injected/walletCall'
import { cosmosAccount } from './cosmosAccounts'
import {
  cosmosConnector,
  injectedKeplrs,
  KEYSTORE_CHANGE_EVENT,
  type Keplr,
  watchKeplrs,
} from './keplr'

/** `target` is where wallets inject `keplr` and dispatch their events. */
export interface CosmosAdapterOptions extends ExtensionAdapterOptions {
  /** Bech32 prefix per chain id, over the built-in `cosmoshub-4` → `cosmos`. */
  readonly bech32Prefixes?: Readonly<Record<string, string>>
}

const defaultPrefixes: Readonly<Record<string, string>> = { 'cosmoshub-4': 'cosmos' }

export function createCosmosAdapter(options: CosmosAdapterOptions) {
  const { networks } = options
  const { target, silentMs, promptMs, send, watchEvents, unsupported, noBalance, noTransfer } =
    extensionAdapterBase('cosmos', options)
  const prefixes = { ...defaultPrefixes, ...options.bech32Prefixes }
  /** Per connected connector: its network and the cleanup of its keystore listener. */
  const sessions = new Map<string, { network: CaipNetwork; readonly stop: () => void }>()

  const keplrOf = (connectorId: string) =>
    foundConnector(connectorId, injectedKeplrs(target).get(connectorId))
  const sessionOf = (connectorId: string) => {
    const session = sessions.get(connectorId)
    return session ? Effect.succeed(session) : Effect.fail(notConnected(connectorId))
  }

  /** getKey as the widget's account; a key of another chain's prefix is malformed. */
  const readAccount = (keplr: Keplr, network: CaipNetwork, timeoutMs: number | undefined) =>
    Effect.gen(function* () {
      const chainId = String(network.id)
      const key = yield* walletCall('getKey', () => keplr.getKey(chainId), timeoutMs)
      const account = cosmosAccount(key, prefixes[chainId] ?? '')
      if (!account) return yield* Effect.fail(malformedAnswer('getKey', 'no bech32 address'))
      return account
    })

  const connectedOf = (connectorId: string, keplr: Keplr, network: CaipNetwork) =>
    Effect.gen(function* () {
      const account = yield* readAccount(keplr, network, silentMs)
      sessions.get(connectorId)?.stop()
      // spec §4 wallet events: Keplr announces a key switch on the window, not per site.
      const onKeystoreChange = () => {
        const session = sessions.get(connectorId)
        if (!session) return
        Effect.runPromise(Effect.result(readAccount(keplr, session.network, silentMs))).then(
          (read) => send(accountsEvent(connectorId, read._tag === 'Success' ? [read.success] : [])),
        )
      }
      target?.addEventListener(KEYSTORE_CHANGE_EVENT, onKeystoreChange)
      sessions.set(connectorId, {
        network,
        stop: () => target?.removeEventListener(KEYSTORE_CHANGE_EVENT, onKeystoreChange),
      })
      const connected: Connected = {
        connectorId,
        connectorType: 'INJECTED',
        address: account.address,
        chainId: network.id,
        accounts: [account],
      }
      return connected
    })

  const signArbitrary = (connectorId: string, signer: string, data: string | Uint8Array) =>
    Effect.gen(function* () {
      const keplr = yield* keplrOf(connectorId)
      const { network } = yield* sessionOf(connectorId)
      const signed = yield* walletCall(
        'signArbitrary',
        () => keplr.signArbitrary(String(network.id), signer, data),
        promptMs,
      )
      if (typeof signed?.signature !== 'string' || typeof signed.pub_key?.value !== 'string') {
        return yield* Effect.fail(malformedAnswer('signArbitrary', 'no StdSignature'))
      }
      return signed
    })

  return createAdapter({
    namespace: 'cosmos',
    networks,
    parseAddress: cosmosAddressRule,
    watchConnectors: (onChange) =>
      watchKeplrs(
        (wallets) => onChange([...wallets].map(([id, keplr]) => cosmosConnector(id, keplr))),
        target,
      ),
    watchEvents,
    connect: ({ connectorId, caipNetwork }) =>
      Effect.gen(function* () {
        const keplr = yield* keplrOf(connectorId)
        const network = networkFor(networks, caipNetwork)
        if (!network) return yield* unsupported('connect')
        yield* walletCall('enable', () => keplr.enable(String(network.id)), promptMs)
        return yield* connectedOf(connectorId, keplr, network)
      }),
    // spec §4 silent reconnect: getKey answers at once for a chain the site already enabled;
    // a refusal means the site is no longer authorized.
    reconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        const keplr = yield* keplrOf(connectorId)
        const network = networkFor(networks)
        if (!network) return undefined
        return yield* connectedOf(connectorId, keplr, network).pipe(
          Effect.catchTag('UserRejectedError', () => Effect.succeed(undefined)),
        )
      }),
    disconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        const keplr = yield* keplrOf(connectorId)
        const session = sessions.get(connectorId)
        session?.stop()
        sessions.delete(connectorId)
        // Keplr's `disable` revokes the site; wallets without it are disconnected on our side.
        const disable = keplr.disable
        if (session && disable) {
          yield* walletCall('disable', () => disable(String(session.network.id)), silentMs)
        }
      }),
    switchNetwork: ({ connectorId, caipNetwork }) =>
      Effect.gen(function* () {
        const keplr = yield* keplrOf(connectorId)
        const session = yield* sessionOf(connectorId)
        yield* walletCall('enable', () => keplr.enable(String(caipNetwork.id)), promptMs)
        const account = yield* readAccount(keplr, caipNetwork, silentMs)
        session.network = caipNetwork
        send(accountsEvent(connectorId, [account]))
      }),
    getBalance: noBalance,
    transfer: noTransfer,
    signMessage: ({ connectorId, address, message }) =>
      signArbitrary(connectorId, address, message).pipe(Effect.map((signed) => signed.signature)),
    // `cosmos_`-prefixed like the WalletConnect cosmos methods (proposalNamespaces.ts).
    request: ({ connectorId, method, params }) =>
      Effect.gen(function* () {
        if (method === 'cosmos_signArbitrary') {
          const { signerAddress, data } = (params ?? {}) as {
            signerAddress?: unknown
            data?: unknown
          }
          if (
            typeof signerAddress !== 'string' ||
            (typeof data !== 'string' && !(data instanceof Uint8Array))
          ) {
            return yield* Effect.fail(
              toWalletRpcError({
                code: -32602,
                message: 'cosmos_signArbitrary needs signerAddress and data',
              }),
            )
          }
          return yield* signArbitrary(connectorId, signerAddress, data)
        }
        if (method === 'cosmos_getAccounts') {
          const keplr = yield* keplrOf(connectorId)
          const { network } = yield* sessionOf(connectorId)
          const key = yield* walletCall('getKey', () => keplr.getKey(String(network.id)), silentMs)
          return [{ algo: key.algo, address: key.bech32Address, pubkey: base64.encode(key.pubKey) }]
        }
        return yield* methodNotSupported(method)
      }),
  })
}

export type CosmosAdapter = ReturnType<typeof createCosmosAdapter>
