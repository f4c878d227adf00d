// The polkadot adapter (DESIGN.md /polkadot): browser extensions of the injectedWeb3
// convention (injectedWeb3.ts). Connect is `enable(appName)` then the extension's accounts;
// account changes come from `accounts.subscribe`; messages are signed with `signer.signRaw`
// (type 'bytes': the extension signs `<Bytes>message</Bytes>`). No balance: spec §9 reads
// balances on eip155 and solana only and the Blockchain API serves no polkadot chain, so
// getBalance is an UnsupportedOperationError, which the contract's WalletError allows and the
// widget shows as its 'Token Balance Unavailable' case. No transfers (spec §4).
import {
  type CaipNetwork,
  type Connected,
  createAdapter,
  polkadotAddressRule,
  toWalletRpcError,
} from '@airlock/core/adapter'
import { base16 } from '@scure/base'
import { Effect } from 'effect'
import {
  accountsEvent,
  addressAndMessage,
  type ExtensionAdapterOptions,
  extensionAdapterBase,
  foundConnector,
  methodNotSupported,
  networkFor,
  networkNotServed,
  notConnected,
  type SignMessageParameters,
} from '../injected/extensionAdapter'
import { malformedAnswer, walletCall } from '../injected/walletCall'
import {
  type Injected,
  type InjectedExtension,
  injectedExtensions,
  polkadotConnector,
  watchInjectedWeb3,
} from './injectedWeb3'
import { polkadotAccounts } from './polkadotAccounts'

/** `target` is where extensions inject `injectedWeb3`. */
export interface PolkadotAdapterOptions extends ExtensionAdapterOptions {
  /** The name the extension shows when it asks the person (`enable(originName)`). */
  readonly appName: string
}

const utf8Hex = (text: string) => `0x${base16.encode(new TextEncoder().encode(text)).toLowerCase()}`

export function createPolkadotAdapter(options: PolkadotAdapterOptions) {
  const { networks, appName } = options
  const { target, silentMs, promptMs, send, watchEvents, unsupported, noBalance, noTransfer } =
    extensionAdapterBase('polkadot', options)
  /** Per connector: the enabled Injected API, its network and its account subscription. */
  const sessions = new Map<
    string,
    { readonly injected: Injected; network: CaipNetwork; unsubscribe: () => void }
  >()

  const extensionOf = (connectorId: string) =>
    foundConnector(connectorId, injectedExtensions(target).get(connectorId))
  const sessionOf = (connectorId: string) => {
    const session = sessions.get(connectorId)
    return session ? Effect.succeed(session) : Effect.fail(notConnected(connectorId))
  }

  /** enable → accounts.get → the connection, subscribed to account changes (spec §4 events). */
  const open = (
    connectorId: string,
    extension: InjectedExtension,
    enableMs: number | undefined,
    requested?: CaipNetwork,
  ) =>
    Effect.gen(function* () {
      const injected = yield* walletCall('enable', () => extension.enable(appName), enableMs)
      if (typeof injected?.accounts?.get !== 'function') {
        return yield* Effect.fail(malformedAnswer('enable', 'no accounts API'))
      }
      const network = networkFor(networks, requested)
      if (!network) return undefined
      const found = yield* walletCall('accounts.get', () => injected.accounts.get(), silentMs)
      const accounts = polkadotAccounts(found ?? [], network)
      const first = accounts[0]
      if (!first) return undefined
      sessions.get(connectorId)?.unsubscribe()
      // `subscribe` may call back at once with the same accounts: only a change is an event.
      let known = accounts.map((account) => account.address).join()
      const session = { injected, network, unsubscribe: () => {} }
      session.unsubscribe = injected.accounts.subscribe((changed) => {
        const now = polkadotAccounts(changed, session.network)
        const addresses = now.map((account) => account.address).join()
        if (addresses === known) return
        known = addresses
        send(accountsEvent(connectorId, now))
      })
      sessions.set(connectorId, session)
      const connected: Connected = {
        connectorId,
        connectorType: 'INJECTED',
        address: first.address,
        chainId: network.id,
        accounts,
      }
      return connected
    })

  const signMessage = ({ connectorId, address, message }: SignMessageParameters) =>
    Effect.gen(function* () {
      const { injected } = yield* sessionOf(connectorId)
      const signRaw = injected.signer?.signRaw
      if (!signRaw) return yield* unsupported('signRaw')
      const { signature } = yield* walletCall(
        'signRaw',
        () => signRaw({ address, data: utf8Hex(message), type: 'bytes' }),
        promptMs,
      )
      if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature)) {
        return yield* Effect.fail(malformedAnswer('signRaw', 'no hex signature'))
      }
      return signature
    })

  return createAdapter({
    namespace: 'polkadot',
    networks,
    parseAddress: polkadotAddressRule,
    watchConnectors: (onChange) =>
      watchInjectedWeb3(
        (extensions) =>
          onChange([...extensions].map(([name, extension]) => polkadotConnector(name, extension))),
        target,
      ),
    watchEvents,
    connect: ({ connectorId, caipNetwork }) =>
      Effect.gen(function* () {
        const extension = yield* extensionOf(connectorId)
        const connected = yield* open(connectorId, extension, promptMs, caipNetwork)
        if (!connected) {
          return yield* Effect.fail(
            toWalletRpcError({ code: 4100, message: 'The extension shared no account.' }),
          )
        }
        return connected
      }),
    // spec §4 silent reconnect: extensions answer `enable` at once for a site they already
    // trust (the convention has no separate silent call), so the silent bound applies; a
    // refusal means the site is no longer authorized.
    reconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        const extension = yield* extensionOf(connectorId)
        return yield* open(connectorId, extension, silentMs).pipe(
          Effect.catchTag('UserRejectedError', () => Effect.succeed(undefined)),
        )
      }),
    // The convention has no disconnect: the adapter stops listening and forgets the session.
    disconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        yield* extensionOf(connectorId)
        sessions.get(connectorId)?.unsubscribe()
        sessions.delete(connectorId)
      }),
    // Extension accounts are not tied to a chain: any configured network is a local switch.
    switchNetwork: ({ connectorId, caipNetwork }) =>
      Effect.gen(function* () {
        const session = yield* sessionOf(connectorId)
        const network = networks.find((n) => n.caipNetworkId === caipNetwork.caipNetworkId)
        if (!network) return yield* networkNotServed(`${caipNetwork.name} is not configured`)
        session.network = network
      }),
    getBalance: noBalance,
    transfer: noTransfer,
    signMessage,
    // The WalletConnect polkadot method name (walletconnect/proposalNamespaces.ts).
    request: ({ connectorId, method, params }) =>
      Effect.gen(function* () {
        if (method !== 'polkadot_signMessage') return yield* methodNotSupported(method)
        const { address, message } = yield* addressAndMessage(method, params)
        return { signature: yield* signMessage({ connectorId, address, message }) }
      }),
  })
}

export type PolkadotAdapter = ReturnType<typeof createPolkadotAdapter>
