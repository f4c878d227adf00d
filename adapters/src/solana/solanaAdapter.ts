// The solana adapter (DESIGN.md /solana): Wallet Standard wallets (discovered through the
// page's registry), connected and asked to sign through their features; balances and
// transfers through @solana/web3.js on the network's RPC. Wallet Standard has no network
// switch: the adapter keeps the chosen network per connector and names it in every call.
import {
  type AdapterEvent,
  type CaipNetwork,
  type Connected,
  ConnectorNotFoundError,
  createAdapter,
  parseSolanaAddress,
  type TransferFeeParameters,
  toWalletRpcError,
  type WalletRpcError,
} from '@airlock/core/adapter'
import { base58 } from '@scure/base'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Connection } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature } from '@wallet-standard/features'
import { Effect, Result } from 'effect'
import { formatUnits } from 'viem'
import {
  BalanceError,
  CodeUnavailableError,
  InvalidParamsRpcError,
} from '../errors/walletRpcErrors'
import type { MissingPeerDependencyError } from '../peers/missingPeerDependencyError'
import { loadPageWallets, watchPageWallets } from '../peers/pageWallets'
import { type WalletsSource, walletConnector, watchSolanaWallets } from './discovery'
import { createConnection, lamportsOf } from './rpcConnection'
import { rpcEndpoint, type SolanaRpcUrls } from './rpcEndpoint'
import { solanaRequest } from './solanaRequests'
import { networksOfWallet, walletChainFor } from './walletChains'
import { watchWalletAccounts } from './walletEvents'
import { accountOf, featureOf, solanaAccountsOf, toAccount, walletCall } from './walletFeatures'
import { loadWeb3 } from './web3'

// issue 10: the transfer code (spl-token, transaction building) loads on the first send.
const loadTransfer = Effect.tryPromise({
  try: () => import('./transfer'),
  catch: (cause) =>
    new CodeUnavailableError({ message: 'The transfer code could not be loaded.', cause }),
})

export interface SolanaAdapterOptions {
  readonly networks: readonly CaipNetwork[]
  /** Endpoints per network id (`'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`), over each network's own. */
  readonly rpcUrls?: SolanaRpcUrls
  /**
   * Where wallets register; by default the page's Wallet Standard registry (`getWallets()` of
   * @wallet-standard/app, an optional peer loaded on first use).
   */
  readonly wallets?: WalletsSource
}

/** A connected wallet listened to (issue 31: the host's own library gets it), and the end of it. */
type ListenedWallet = { readonly wallet: Wallet; readonly stop: () => void }
const invalidParams = (message: string) => new InvalidParamsRpcError({ message })

/** spec §5: every address of a transfer is base58 before any RPC or wallet sees it. */
function checkAddresses(parameters: TransferFeeParameters): Effect.Effect<void, WalletRpcError> {
  for (const address of [parameters.from, parameters.to, parameters.tokenAddress]) {
    if (address === undefined) continue
    const parsed = parseSolanaAddress(address)
    if (Result.isFailure(parsed)) return Effect.fail(invalidParams(parsed.failure.message))
  }
  return Effect.void
}

export function createSolanaAdapter(options: SolanaAdapterOptions) {
  const { networks } = options
  // The host's registry, or the page's once @wallet-standard/app has loaded (discovery, connect).
  const registry: Effect.Effect<WalletsSource, MissingPeerDependencyError | WalletRpcError> =
    options.wallets ? Effect.succeed(options.wallets) : loadPageWallets('solana')
  const active = new Map<string, CaipNetwork>()
  const eventListeners = new Set<(event: AdapterEvent) => void>()
  const walletSubscriptions = new Map<string, ListenedWallet>()
  const connections = new Map<string, Connection>()

  // issue 10: @solana/web3.js loads on the first balance read or send (./web3); discovery,
  // connecting and signing never need it.
  const connectionFor = (network: CaipNetwork) =>
    Effect.map(loadWeb3, (web3) => {
      const key = String(network.id)
      const existing = connections.get(key)
      if (existing) return existing
      const created = createConnection(web3, rpcEndpoint(network, options.rpcUrls))
      connections.set(key, created)
      return created
    })
  const walletOf = (connectorId: string) =>
    Effect.flatMap(registry, (wallets) => {
      const wallet = wallets.get().find((candidate) => candidate.name === connectorId)
      return wallet
        ? Effect.succeed(wallet)
        : Effect.fail(new ConnectorNotFoundError({ connectorId }))
    })
  const networkOf = (connectorId: string, wallet: Wallet) =>
    active.get(connectorId) ?? networksOfWallet(wallet.chains, networks)[0] ?? networks[0]
  const chainOf = (wallet: Wallet, network: CaipNetwork) => {
    const chain = walletChainFor(wallet.chains, network)
    return chain
      ? Effect.succeed(chain)
      : Effect.fail(
          toWalletRpcError({
            code: 4901,
            message: `${wallet.name} does not support ${network.name}`,
          }),
        )
  }
  const emit = (event: AdapterEvent) => {
    for (const listener of eventListeners) listener(event)
  }
  const listen = (connectorId: string, wallet: Wallet) => {
    if (walletSubscriptions.has(connectorId)) return
    const stop = watchWalletAccounts(wallet, (accounts) =>
      emit(
        accounts.length === 0
          ? { type: 'wallet.disconnected', connectorId }
          : { type: 'wallet.accountsChanged', connectorId, accounts: accounts.map(toAccount) },
      ),
    )
    walletSubscriptions.set(connectorId, { wallet, stop })
  }
  const unlisten = (connectorId: string) => {
    walletSubscriptions.get(connectorId)?.stop()
    walletSubscriptions.delete(connectorId)
  }
  const connectedOf = (
    connectorId: string,
    network: CaipNetwork,
    accounts: readonly WalletAccount[],
  ): Connected | undefined => {
    const [first] = solanaAccountsOf(accounts)
    if (!first) return undefined
    return {
      connectorId,
      connectorType: 'ANNOUNCED',
      address: first.address,
      chainId: String(network.id),
      accounts: solanaAccountsOf(accounts).map(toAccount),
    }
  }
  const connectWith = (connectorId: string, silent: boolean, caipNetwork?: CaipNetwork) =>
    Effect.gen(function* () {
      const wallet = yield* walletOf(connectorId)
      const network = caipNetwork ?? networkOf(connectorId, wallet)
      if (!network) return yield* Effect.fail(new ConnectorNotFoundError({ connectorId }))
      yield* chainOf(wallet, network)
      const { connect } = yield* featureOf<StandardConnectFeature['standard:connect']>(
        wallet,
        'standard:connect',
      )
      // spec §4 auto-reconnect never prompts: accounts already exposed, else a silent connect.
      const exposed = solanaAccountsOf(wallet.accounts)
      const accounts =
        silent && exposed.length > 0
          ? exposed
          : (yield* walletCall(() => connect(silent ? { silent } : undefined))).accounts
      const connected = connectedOf(connectorId, network, accounts)
      if (connected) {
        active.set(connectorId, network)
        listen(connectorId, wallet)
      }
      return connected
    })

  return createAdapter({
    namespace: 'solana',
    networks,
    parseAddress: parseSolanaAddress,
    watchConnectors: (onChange) => {
      const publish = (found: readonly Wallet[]) =>
        onChange(found.map((wallet) => walletConnector(wallet, networks)))
      if (options.wallets) return watchSolanaWallets(options.wallets, networks, publish)
      // Once the page's registry has loaded; without @wallet-standard/app, no wallet (connect
      // says which package is missing).
      return watchPageWallets('solana', (wallets) => {
        if (wallets) return watchSolanaWallets(wallets, networks, publish)
        publish([])
        return () => {}
      })
    },
    walletProvider: (connectorId) => walletSubscriptions.get(connectorId)?.wallet,
    watchEvents: (onEvent) => {
      eventListeners.add(onEvent)
      return () => eventListeners.delete(onEvent)
    },
    connect: ({ connectorId, caipNetwork }) =>
      connectWith(connectorId, false, caipNetwork).pipe(
        Effect.flatMap((connected) =>
          connected
            ? Effect.succeed(connected)
            : Effect.fail(
                toWalletRpcError({ code: 4100, message: 'The wallet returned no account.' }),
              ),
        ),
      ),
    reconnect: ({ connectorId }) => connectWith(connectorId, true),
    disconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        const wallet = yield* walletOf(connectorId)
        unlisten(connectorId)
        active.delete(connectorId)
        // A wallet without standard:disconnect is disconnected on our side alone.
        const feature = yield* Effect.result(
          featureOf<StandardDisconnectFeature['standard:disconnect']>(
            wallet,
            'standard:disconnect',
          ),
        )
        if (Result.isSuccess(feature)) yield* walletCall(() => feature.success.disconnect())
      }),
    switchNetwork: ({ connectorId, caipNetwork }) =>
      Effect.gen(function* () {
        yield* chainOf(yield* walletOf(connectorId), caipNetwork)
        active.set(connectorId, caipNetwork)
      }),
    getBalance: ({ address, caipNetwork }) =>
      Effect.gen(function* () {
        const parsed = parseSolanaAddress(address)
        if (Result.isFailure(parsed))
          return yield* Effect.fail(invalidParams(parsed.failure.message))
        const web3 = yield* loadWeb3
        const connection = yield* connectionFor(caipNetwork)
        const lamports = yield* Effect.tryPromise({
          try: () => lamportsOf(web3, connection, address),
          catch: (error) =>
            new BalanceError({
              message: error instanceof Error ? error.message : String(error),
              cause: error,
            }),
        })
        return {
          balance: formatUnits(BigInt(lamports), caipNetwork.nativeCurrency.decimals),
          symbol: caipNetwork.nativeCurrency.symbol,
        }
      }),
    estimateTransferFee: (parameters) =>
      Effect.gen(function* () {
        yield* checkAddresses(parameters)
        const { estimateTransferFee } = yield* loadTransfer
        return yield* estimateTransferFee(yield* loadWeb3, {
          connection: yield* connectionFor(parameters.caipNetwork),
          from: parameters.from,
          to: parameters.to,
          amount: parameters.amount,
          mint: parameters.tokenAddress,
        })
      }),
    transfer: (parameters) =>
      Effect.gen(function* () {
        yield* checkAddresses(parameters)
        if (parameters.data !== undefined) {
          return yield* Effect.fail(invalidParams('Call data is an eip155 transfer field.'))
        }
        const wallet = yield* walletOf(parameters.connectorId)
        const chain = yield* chainOf(wallet, parameters.caipNetwork)
        const account = yield* accountOf(wallet, parameters.from)
        const { transfer } = yield* loadTransfer
        return yield* transfer(yield* loadWeb3, {
          wallet,
          account,
          chain,
          connection: yield* connectionFor(parameters.caipNetwork),
          to: parameters.to,
          amount: parameters.amount,
          mint: parameters.tokenAddress,
          decimals: parameters.decimals,
          recipientConfirmed: parameters.recipientConfirmed,
          onSubmitted: parameters.onSubmitted,
        })
      }),
    signMessage: ({ connectorId, address, message }) =>
      Effect.gen(function* () {
        const wallet = yield* walletOf(connectorId)
        const { signMessage } = yield* featureOf<SolanaSignMessageFeature['solana:signMessage']>(
          wallet,
          'solana:signMessage',
        )
        const account = yield* accountOf(wallet, address)
        const [output] = yield* walletCall(() =>
          signMessage({ account, message: new TextEncoder().encode(message) }),
        )
        return base58.encode(output?.signature ?? new Uint8Array())
      }),
    request: ({ connectorId, method, params }) =>
      Effect.gen(function* () {
        const wallet = yield* walletOf(connectorId)
        const network = networkOf(connectorId, wallet)
        if (!network) return yield* Effect.fail(new ConnectorNotFoundError({ connectorId }))
        const chain = yield* chainOf(wallet, network)
        const endpoint = rpcEndpoint(network, options.rpcUrls)
        return yield* solanaRequest({ wallet, chain, endpoint }, method, params)
      }),
  })
}

export type SolanaAdapter = ReturnType<typeof createSolanaAdapter>
