// A namespace adapter whose only wallet is the WalletConnect session: for namespaces without an
// adapter of their own in the page (spec §2 basic WalletConnect mode, or a Solana account of a
// mobile wallet next to the EVM adapter). Connect, silent reconnect, disconnect (the whole
// session, spec §4 fan-out), switch between approved chains, sign (each namespace's method and
// answer in messageSigning.ts), and raw requests; balance and transfers belong to the
// namespace's own adapter.
import {
  type CaipNetwork,
  type ChainNamespace,
  type Connected,
  ConnectorNotFoundError,
  createAdapter,
  parseAddress,
  toWalletRpcError,
  UnsupportedOperationError,
} from '@airlock/core/adapter'
import type { SessionTypes } from '@walletconnect/types'
import { Effect, Result } from 'effect'
import { malformedAnswer } from '../injected/walletCall'
import { missingPeerOr } from '../peers/loadPeer'
import type { WalletConnect } from './createWalletConnect'
import { messageSigning } from './messageSigning'
import { sessionAccounts } from './sessionAccounts'

/** spec §9 default account types: polkadot and solana eoa, bip122 payment. */
const accountType = (namespace: ChainNamespace) => (namespace === 'bip122' ? 'payment' : 'eoa')

export function walletConnectAdapter(
  walletConnect: WalletConnect,
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
) {
  const connector = walletConnect.connector(namespace)
  const { client } = walletConnect

  const connectedOf = (session: SessionTypes.Struct | undefined): Connected | undefined => {
    const accounts = session ? sessionAccounts(session, namespace) : []
    const first = accounts[0]
    if (!first) return undefined
    return {
      connectorId: connector.id,
      connectorType: 'WALLET_CONNECT',
      address: first.address,
      chainId: first.caipNetworkId.split(':')[1] ?? '',
      accounts: [...new Set(accounts.map((account) => account.address))].map((address) => ({
        namespace,
        address,
        type: accountType(namespace),
      })),
    }
  }
  // The SDK not installed stays MissingPeerDependencyError (../peers/loadPeer).
  const fromClient = <A>(run: () => Promise<A>) =>
    Effect.tryPromise({ try: run, catch: missingPeerOr(toWalletRpcError) })
  const requireConnector = (connectorId: string) =>
    connectorId === connector.id
      ? Effect.void
      : Effect.fail(new ConnectorNotFoundError({ connectorId }))
  const unsupported = (operation: string) =>
    Effect.fail(new UnsupportedOperationError({ operation, namespace }))

  return createAdapter({
    namespace,
    networks,
    parseAddress: (value) => parseAddress(namespace, value),
    watchConnectors: (onChange) => {
      onChange([
        { id: connector.id, name: connector.name, type: 'WALLET_CONNECT', chain: namespace },
      ])
      return () => {}
    },
    watchEvents: (onEvent) =>
      client.watchEvents((event) => {
        if (event.type === 'disconnected')
          onEvent({ type: 'wallet.disconnected', connectorId: connector.id, reason: event.reason })
        if (event.type === 'chainChanged' && event.namespace === namespace) {
          onEvent({
            type: 'wallet.chainChanged',
            connectorId: connector.id,
            chainId: event.caipNetworkId.split(':')[1] ?? '',
          })
        }
        if (event.type === 'accountsChanged' && event.namespace === namespace) {
          onEvent({
            type: 'wallet.accountsChanged',
            connectorId: connector.id,
            accounts: connectedOf(event.session)?.accounts ?? [],
          })
        }
      }),
    connect: ({ connectorId }) =>
      requireConnector(connectorId).pipe(
        Effect.andThen(
          fromClient(async () => (await client.session()) ?? (await client.connect())),
        ),
        Effect.flatMap((session) => {
          const connected = connectedOf(session)
          return connected
            ? Effect.succeed(connected)
            : Effect.fail(
                toWalletRpcError({
                  code: 4100,
                  message: `The session has no ${namespace} account`,
                }),
              )
        }),
      ),
    reconnect: ({ connectorId }) =>
      requireConnector(connectorId).pipe(
        Effect.andThen(fromClient(() => client.session())),
        Effect.map(connectedOf),
      ),
    disconnect: ({ connectorId }) =>
      requireConnector(connectorId).pipe(Effect.andThen(fromClient(() => client.disconnect()))),
    switchNetwork: ({ caipNetwork }) =>
      fromClient(async () => {
        const session = await client.session()
        const approved = session
          ? sessionAccounts(session, namespace).map((a) => a.caipNetworkId)
          : []
        if (!approved.includes(caipNetwork.caipNetworkId)) {
          throw { code: 4902, message: `${caipNetwork.caipNetworkId} is not in the session` }
        }
      }),
    getBalance: () => unsupported('getBalance'),
    transfer: () => unsupported('transfer'),
    signMessage: ({ address, message }) => {
      const signing = messageSigning[namespace]
      if (!signing) return unsupported('signMessage')
      const request = signing.request(address, message)
      return fromClient(async () => {
        const session = await client.session()
        const account = session
          ? sessionAccounts(session, namespace).find((a) => a.address === address)
          : undefined
        return client.request<unknown>(
          account?.caipNetworkId ?? networks[0]?.caipNetworkId ?? '',
          request,
        )
      }).pipe(
        Effect.flatMap((answer) => {
          const signature = signing.read(answer, address, message)
          return Result.isSuccess(signature)
            ? Effect.succeed(signature.success)
            : Effect.fail(malformedAnswer(request.method, signature.failure))
        }),
      )
    },
    request: ({ method, params }) =>
      fromClient(async () => {
        const session = await client.session()
        const chain = session ? sessionAccounts(session, namespace)[0]?.caipNetworkId : undefined
        return client.request(chain ?? networks[0]?.caipNetworkId ?? '', { method, params })
      }),
  })
}
