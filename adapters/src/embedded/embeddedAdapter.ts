// The auth connector's eip155 adapter (core's ChainAdapter contract, spec §3 Connector type
// AUTH): every operation goes through the frame. connect and reconnect give the frame's
// signed-in user (the login itself is the embeddedWallet machine's); transfer is
// eth_sendTransaction through the frame, then the receipt (the evm adapter's transfer code over
// the frame as an EIP-1193 provider); the host's raw requests pass the spec §6 gate. Every call
// that signs or sends shows the frame in ApproveTransaction, where the wallet asks the visitor on
// its own page (issue 28 (1)), and names the chain it is for (issue 28 (2)).
import type { ErrorInfo } from '@airlock/core'
import {
  type AdapterEvent,
  type AuthConnectorHost,
  type CaipNetwork,
  type Connected,
  type Connector,
  createAdapter,
  type Eip1193Provider,
  type EmbeddedWalletDependencyError,
  type EmbeddedWalletUser,
  embeddedConnection,
  methodClass,
  parseEvmAddress,
  WalletRpcError,
} from '@airlock/core/adapter'
import { Effect } from 'effect'
import { type Address, formatUnits, type Hex, hexToBigInt, numberToHex, stringToHex } from 'viem'
import { InternalRpcError } from '../errors/walletRpcErrors'
import { frameChainNumber } from './frameChainId'
import type { FrameClient } from './frameClient'
import { gatedRpc } from './rpcGate'

export interface EmbeddedAdapterOptions {
  readonly connector: Connector
  readonly networks: readonly CaipNetwork[]
  readonly client: Effect.Effect<FrameClient, EmbeddedWalletDependencyError>
  readonly host: () => AuthConnectorHost | undefined
  /** The chain the frame last said the visitor is on (providerEvents.ts). */
  readonly chainId: () => number | undefined
}

/** A frame failure as the adapter contract's wallet error, with the frame's own words and code. */
const asWalletError = (error: ErrorInfo & { readonly code?: number }) =>
  new WalletRpcError({ code: error.code, name: error._tag, message: error.message, cause: error })

/** The frame's user as the connection (core's), on the numeric chain id the frame names. */
export const connectedOf = (connectorId: string, user: EmbeddedWalletUser): Connected => ({
  ...embeddedConnection(connectorId, user),
  chainId: Number(user.chainId),
})

export function createEmbeddedAdapter(options: EmbeddedAdapterOptions) {
  const { connector } = options
  const listeners = new Set<(event: AdapterEvent) => void>()
  const tell = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const withClient = <A, E>(use: (client: FrameClient) => Effect.Effect<A, E>) =>
    Effect.flatMap(options.client, use)
  const rpc = (method: string, params?: unknown, onChain = options.chainId()) => {
    const call = withClient((client) => client.rpc(method, params, onChain))
    const host = options.host()
    const confirmed =
      host && methodClass('eip155', method) === 'needsApproval'
        ? host.confirm({ method, params }, call)
        : call
    return Effect.mapError(confirmed, asWalletError)
  }
  /** The frame as an EIP-1193 provider on one chain, for the widget's own actions (send, sign). */
  const frameProvider = (onChain: number): Eip1193Provider => ({
    request: ({ method, params }) => Effect.runPromise(rpc(method, params, onChain)),
  })
  /** The signed-in user, on the given chain when one is asked for; undefined when signed out. */
  const user = (chainId?: number | string) =>
    withClient((client) =>
      Effect.flatMap(client.request({ type: 'IS_CONNECTED', payload: {} }), ({ isConnected }) =>
        isConnected
          ? Effect.map(client.user(chainId), (u) => connectedOf(connector.id, u))
          : Effect.succeed(undefined),
      ),
    ).pipe(Effect.mapError(asWalletError))

  const frameChainId = withClient((client) =>
    client.request({ type: 'GET_CHAIN_ID', payload: {} }),
  ).pipe(
    Effect.mapError(asWalletError),
    Effect.flatMap(({ chainId }) => {
      const id = frameChainNumber(chainId)
      return id !== undefined
        ? Effect.succeed(numberToHex(id))
        : Effect.fail(
            new InternalRpcError({ message: `The frame answered ${chainId} for its chain id` }),
          )
    }),
  )

  return createAdapter({
    namespace: 'eip155',
    networks: options.networks,
    parseAddress: (value) => parseEvmAddress(value),
    watchConnectors: (onChange) => {
      onChange([connector])
      return () => {}
    },
    watchEvents: (onEvent) => {
      listeners.add(onEvent)
      return () => listeners.delete(onEvent)
    },
    connect: () =>
      Effect.flatMap(user(), (connected) =>
        connected
          ? Effect.succeed(connected)
          : Effect.fail(
              asWalletError({
                _tag: 'AuthConnectorNotFoundError',
                message: 'Address or auth connector not found',
              }),
            ),
      ),
    // spec §3: the frame is asked for the user on the chain it was last used on.
    reconnect: ({ caipNetwork }) => user(caipNetwork?.id),
    disconnect: () =>
      withClient((client) => client.request({ type: 'SIGN_OUT', payload: {} })).pipe(
        Effect.mapError(asWalletError),
        Effect.asVoid,
      ),
    switchNetwork: ({ caipNetwork }) =>
      withClient((client) =>
        client.request({ type: 'SWITCH_NETWORK', payload: { chainId: Number(caipNetwork.id) } }),
      ).pipe(
        Effect.mapError(asWalletError),
        Effect.map(({ chainId }) =>
          tell({
            type: 'wallet.chainChanged',
            connectorId: connector.id,
            chainId: Number(chainId),
          }),
        ),
      ),
    getBalance: ({ address, caipNetwork }) =>
      Effect.map(rpc('eth_getBalance', [address, 'latest']), (wei) => ({
        balance: formatUnits(hexToBigInt(wei as Hex), caipNetwork.nativeCurrency.decimals),
        symbol: caipNetwork.nativeCurrency.symbol,
      })),
    transfer: (parameters) =>
      Effect.gen(function* () {
        const [{ transfer }, { frameReceiptClient }] = yield* Effect.promise(() =>
          Promise.all([import('../evm/transfer'), import('./frameReceiptClient')]),
        )
        const provider = frameProvider(Number(parameters.caipNetwork.id))
        return yield* transfer({
          provider,
          client: frameReceiptClient(provider),
          network: parameters.caipNetwork,
          from: parameters.from as Address,
          to: parameters.to as Address,
          amount: parameters.amount,
          tokenAddress: parameters.tokenAddress as Address | undefined,
          decimals: parameters.decimals,
          data: parameters.data as Hex | undefined,
          gas: parameters.gas,
          onSubmitted: parameters.onSubmitted,
          onReplaced: parameters.onReplaced,
        })
      }),
    signMessage: ({ address, message }) =>
      Effect.map(rpc('personal_sign', [stringToHex(message), address]), String),
    // spec §6: the host's calls: safe ones straight through, others approved or refused. spec §7:
    // the chain the wallet is on is the frame's own answer ("get chain id"), not a node's.
    request: ({ method, params }) =>
      method === 'eth_chainId' ? frameChainId : gatedRpc({ method }, () => rpc(method, params)),
  })
}
