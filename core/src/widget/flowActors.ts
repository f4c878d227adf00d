// DESIGN.md: the flows' side effects, provided from the configured adapters as effect programs
// on the widget's runtime (fromEffect: leaving a state interrupts the work).
import { Effect } from 'effect'
import { fromPromise } from 'xstate'
import { type ChainAdapter, ConnectorNotFoundError, UnsupportedOperationError } from '../adapter'
import type { CaipNetwork, ChainNamespace } from '../domain/types'
import { autoReconnectMachine } from '../flows/autoReconnect/autoReconnect.machine'
import { adapterFor, type ConnectedAccount } from '../flows/connection/connectedWallet'
import { connectionMachine } from '../flows/connection/connection.machine'
import { disconnectMachine } from '../flows/disconnect/disconnect.machine'
import { disconnectEach } from '../flows/disconnect/disconnectEach'
import { fromEffect } from '../flows/effectActors'
import { nameActors } from '../flows/names/nameActors'
import { networkMachine } from '../flows/network/network.machine'
import { type Pairing, pairingMachine } from '../flows/pairing/pairing.machine'
import { signInMachine } from '../flows/signIn/signIn.machine'
import { SiwxNotEnabledError } from '../flows/signIn/signInErrors'
import { prefetchWalletImages } from '../flows/walletList/prefetchImages'
import { type WalletPageRequest, walletListMachine } from '../flows/walletList/walletList.machine'
import { Storage } from '../services/storage/Storage'
import { WalletDirectory } from '../services/walletDirectory/WalletDirectory'
import type { ResolvedConfig } from './config'
import { clearCachedLogin, saveDisconnected } from './persistence'
import { reconnectConnector } from './reconnectConnector'
import type { WidgetRuntime } from './services'
import type { WidgetMachine } from './widget.machine'

const withAdapter = <A, E>(
  config: ResolvedConfig,
  namespace: ChainNamespace,
  use: (adapter: ChainAdapter) => Effect.Effect<A, E>,
) => Effect.flatMap(adapterFor(config, namespace), use)

/** spec §8: add-chain after a failed switch: EIP-3085 on eip155, nothing elsewhere. Issue 28:
 * EIP-3085 lets the wallet add the chain without switching to it, so the switch is asked again
 * (the adapter's switch holds only once the wallet is on the chain). */
function addNetwork(adapter: ChainAdapter, connectorId: string, network: CaipNetwork) {
  if (adapter.namespace !== 'eip155') {
    return Effect.fail(
      new UnsupportedOperationError({ operation: 'addNetwork', namespace: adapter.namespace }),
    )
  }
  return adapter
    .request({
      connectorId,
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: `0x${Number(network.id).toString(16)}`,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.default.http,
          blockExplorerUrls: network.blockExplorers
            ? [network.blockExplorers.default.url]
            : undefined,
        },
      ],
    })
    .pipe(Effect.andThen(adapter.switchNetwork({ connectorId, caipNetwork: network })))
}

/** The root machine with its flows' side effects provided (the account's: accountFlows.ts). */
export function flowActorsFor(
  machine: WidgetMachine,
  config: ResolvedConfig,
  runtime: WidgetRuntime,
  /** The connector and address a namespace is connected with now (its connection flow). */
  connectedAccount: ConnectedAccount,
  /** Starts a WalletConnect connection; resolves with its pairing URI. */
  startPairing: () => Promise<Pairing>,
) {
  const signIn = config.signInConfig
  return machine.provide({
    actors: {
      ...nameActors(config, runtime, connectedAccount),
      connection: connectionMachine.provide({
        actors: {
          connect: fromEffect(runtime, ({ namespace, connectorId, caipNetwork }) =>
            withAdapter(config, namespace, (adapter) =>
              adapter.connect({ connectorId, caipNetwork }),
            ),
          ),
        },
      }),
      autoReconnect: autoReconnectMachine.provide({
        actors: {
          reconnectConnector: fromEffect(runtime, ({ connector }) =>
            reconnectConnector(config, connector),
          ),
        },
      }),
      disconnect: disconnectMachine.provide({
        actors: {
          disconnectAll: fromEffect(runtime, ({ targets }) =>
            disconnectEach(targets, (target) =>
              withAdapter(config, target.namespace, (adapter) =>
                adapter.disconnect({ connectorId: target.connectorId }),
              ),
            ),
          ),
          clearSession: fromEffect(runtime, ({ namespaces }) =>
            Effect.gen(function* () {
              const storage = yield* Storage
              yield* saveDisconnected(storage, namespaces)
              yield* clearCachedLogin(storage)
            }),
          ),
        },
      }),
      pairing: pairingMachine.provide({
        actors: { createPairing: fromPromise(() => startPairing()) },
      }),
      // spec §7 getWallets: the directory's wallets for the requested networks.
      walletList: walletListMachine.provide({
        actors: {
          prefetchImages: fromPromise(({ input }) => prefetchWalletImages(input.wallets)),
          fetchWallets: fromEffect(runtime, (request: WalletPageRequest) =>
            Effect.gen(function* () {
              const directory = yield* WalletDirectory
              return yield* directory.getWallets({
                ...request,
                chains: config.networks.map((network) => network.caipNetworkId),
              })
            }),
          ),
        },
      }),
      network: networkMachine.provide({
        actors: {
          switchNetwork: fromEffect(runtime, ({ connectorId, caipNetwork }) =>
            withAdapter(config, caipNetwork.chainNamespace, (adapter) =>
              adapter.switchNetwork({ connectorId, caipNetwork }),
            ),
          ),
          addNetwork: fromEffect(runtime, ({ connectorId, caipNetwork }) =>
            withAdapter(config, caipNetwork.chainNamespace, (adapter) =>
              addNetwork(adapter, connectorId, caipNetwork).pipe(Effect.asVoid),
            ),
          ),
        },
      }),
      signIn: signInMachine.provide({
        actors: {
          getSessions: fromPromise(async ({ input }) =>
            signIn ? signIn.getSessions(input.caipAddress) : [],
          ),
          createMessage: fromPromise(async ({ input }) => {
            if (!signIn) throw new SiwxNotEnabledError()
            return signIn.createMessage(input.caipAddress)
          }),
          addSession: fromPromise(async ({ input }) => signIn?.addSession(input.session)),
          signMessage: fromEffect(runtime, ({ caipAddress, message }) => {
            const [namespace, , address] = caipAddress.split(':') as [
              ChainNamespace,
              string,
              string,
            ]
            const { connectorId } = connectedAccount(namespace)
            if (connectorId === undefined) {
              return Effect.fail(new ConnectorNotFoundError({ connectorId: '' }))
            }
            return withAdapter(config, namespace, (adapter) =>
              adapter.signMessage({ connectorId, address, message }),
            )
          }),
        },
      }),
    },
  })
}
