// The bip122 adapter (DESIGN.md /bitcoin): the page's Bitcoin browser wallets, in both
// conventions they use: the Bitcoin Wallet Standard (walletStandardDriver.ts, found in the
// page's registry) and sats-connect's providers (satsConnectDriver.ts, found on
// window.btc_providers); a wallet in both is listed once, through the Wallet Standard. Connect
// asks for the payment and ordinals addresses (spec §3; payment first, spec §9); balance comes
// from the Blockchain API when one is configured; no transfers (spec §4: eip155 and solana).
import {
  type AdapterEvent,
  type Balance,
  type CaipNetwork,
  type Connected,
  ConnectorNotFoundError,
  createAdapter,
  type TransferParameters,
  toWalletRpcError,
  UnsupportedOperationError,
  type WalletRpcError,
} from '@airlock/core/adapter'
import { RECONNECT_ATTEMPT_TIMEOUT_MS } from '@airlock/core/internal'
import type { Wallet } from '@wallet-standard/base'
import { Effect, Result } from 'effect'
import { malformedAnswer, type WalletTimeouts } from '../injected/walletCall'
import type { MissingPeerDependencyError } from '../peers/missingPeerDependencyError'
import { loadPageWallets, watchPageWallets } from '../peers/pageWallets'
import { type BlockchainApiOptions, getApiBalance } from './apiBalance'
import type { BitcoinDriver } from './bitcoinDriver'
import { isBitcoinWallet, type WalletsSource } from './discovery'
import { satsConnectDriver } from './satsConnectDriver'
import { type SatsProvider, satsConnectProviders } from './satsConnectProviders'
import { walletChain } from './walletChains'
import { walletStandardDriver } from './walletStandardDriver'

export interface BitcoinAdapterOptions {
  readonly networks: readonly CaipNetwork[]
  /** Where balances are read (spec §7); without it getBalance is unsupported. */
  readonly blockchainApi?: BlockchainApiOptions
  /**
   * The Wallet Standard registry; by default the page's (getWallets of @wallet-standard/app, an
   * optional peer loaded on first use; without it, the sats-connect wallets alone).
   */
  readonly wallets?: WalletsSource
  /** Where sats-connect wallets list themselves (`btc_providers`); the page's window by default. */
  readonly target?: EventTarget
  readonly timeouts?: WalletTimeouts
}

const unsupported = (operation: string) =>
  Effect.fail(new UnsupportedOperationError({ operation, namespace: 'bip122' }))

export function createBitcoinAdapter(options: BitcoinAdapterOptions) {
  const { networks } = options
  const inPage = typeof window !== 'undefined'
  // The host's registry; else the page's, once @wallet-standard/app has loaded; none outside a
  // page (Node, a worker).
  const registry: Effect.Effect<
    WalletsSource | undefined,
    MissingPeerDependencyError | WalletRpcError
  > = options.wallets || !inPage ? Effect.succeed(options.wallets) : loadPageWallets('bitcoin')
  const target = options.target ?? (inPage ? window : undefined)
  const silentMs = options.timeouts?.silentMs ?? RECONNECT_ATTEMPT_TIMEOUT_MS
  const promptMs = options.timeouts?.promptMs
  const listeners = new Set<(event: AdapterEvent) => void>()
  const subscriptions = new Map<string, () => void>()
  // One driver per wallet object, so what a wallet authorized survives a new discovery pass.
  const standardDrivers = new WeakMap<Wallet, BitcoinDriver>()
  const satsDrivers = new WeakMap<SatsProvider, BitcoinDriver>()

  const drivers = (source: WalletsSource | undefined): BitcoinDriver[] => {
    const standard = (source?.get() ?? [])
      .filter((wallet) => isBitcoinWallet(wallet, networks))
      .map((wallet) => {
        const driver = standardDrivers.get(wallet) ?? walletStandardDriver(wallet, networks)
        standardDrivers.set(wallet, driver)
        return driver
      })
    const names = new Set(standard.map((driver) => driver.connector.id))
    const sats = satsConnectProviders(target)
      .filter(({ info }) => !names.has(info.name))
      .map(({ info, provider }) => {
        const driver = satsDrivers.get(provider) ?? satsConnectDriver(info, provider, networks)
        satsDrivers.set(provider, driver)
        return driver
      })
    return [...standard, ...sats]
  }
  // A sats-connect wallet needs no registry; a wallet found in neither is the registry's failure
  // when it could not load (@wallet-standard/app missing).
  const driverOf = (connectorId: string) =>
    Effect.gen(function* () {
      const source = yield* Effect.result(registry)
      const driver = drivers(Result.isSuccess(source) ? source.success : undefined).find(
        (candidate) => candidate.connector.id === connectorId,
      )
      if (driver) return driver
      return yield* Result.isFailure(source)
        ? Effect.fail(source.failure)
        : Effect.fail(new ConnectorNotFoundError({ connectorId }))
    })
  const send = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }

  /** spec §4 wallet events of a connected wallet: new accounts, or none (disconnected). */
  function listen(driver: BitcoinDriver) {
    const connectorId = driver.connector.id
    if (subscriptions.has(connectorId)) return
    const off = driver.watchAccounts((accounts) => {
      if (accounts.length === 0) send({ type: 'wallet.disconnected', connectorId })
      else send({ type: 'wallet.accountsChanged', connectorId, accounts })
    })
    subscriptions.set(connectorId, off)
  }

  const connectedOf = (
    driver: BitcoinDriver,
    accounts: Connected['accounts'],
    requested?: CaipNetwork,
  ): Connected | undefined => {
    const network =
      driver.networks.find((n) => n.caipNetworkId === requested?.caipNetworkId) ??
      driver.networks[0]
    const first = accounts[0]
    if (!first || !network) return undefined
    listen(driver)
    return {
      connectorId: driver.connector.id,
      connectorType: driver.connector.type,
      address: first.address,
      chainId: network.id,
      accounts,
    }
  }

  const signMessage = ({
    connectorId,
    address,
    message,
  }: {
    connectorId: string
    address: string
    message: string
  }) =>
    Effect.gen(function* () {
      const driver = yield* driverOf(connectorId)
      return yield* driver.signMessage(address, message, promptMs)
    })

  return createAdapter({
    namespace: 'bip122',
    networks,
    watchConnectors: (onChange) => {
      let source: WalletsSource | undefined
      const publish = () => onChange(drivers(source).map((driver) => driver.connector))
      const watchSource = (found: WalletsSource | undefined) => {
        source = found
        const offRegister = found?.on('register', publish)
        const offUnregister = found?.on('unregister', publish)
        publish()
        return () => {
          offRegister?.()
          offUnregister?.()
        }
      }
      // sats-connect wallets list themselves before the page's scripts run; `load` reads again.
      target?.addEventListener('load', publish)
      // The page's registry once @wallet-standard/app has loaded (without it, sats-connect alone).
      const stopSource =
        options.wallets || !inPage
          ? watchSource(options.wallets)
          : watchPageWallets('bitcoin', watchSource)
      return () => {
        stopSource()
        target?.removeEventListener('load', publish)
      }
    },
    watchEvents: (onEvent) => {
      listeners.add(onEvent)
      return () => listeners.delete(onEvent)
    },
    connect: ({ connectorId, caipNetwork }) =>
      Effect.gen(function* () {
        const driver = yield* driverOf(connectorId)
        const connected = connectedOf(driver, yield* driver.connect(promptMs), caipNetwork)
        if (!connected) return yield* Effect.fail(malformedAnswer('connect', 'no account'))
        return connected
      }),
    // spec §4: silent; a wallet that shares no account any more means not authorized.
    reconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        const driver = yield* driverOf(connectorId)
        return connectedOf(driver, yield* driver.silentAccounts(silentMs))
      }),
    disconnect: ({ connectorId }) =>
      Effect.gen(function* () {
        const driver = yield* driverOf(connectorId)
        subscriptions.get(connectorId)?.()
        subscriptions.delete(connectorId)
        yield* driver.disconnect(silentMs)
      }),
    // Neither convention switches networks: a network the wallet serves needs nothing from it.
    switchNetwork: ({ connectorId, caipNetwork }) =>
      Effect.gen(function* () {
        const driver = yield* driverOf(connectorId)
        const served = driver.networks.some((n) => n.caipNetworkId === caipNetwork.caipNetworkId)
        if (!served || walletChain(caipNetwork) === undefined) {
          return yield* Effect.fail(
            toWalletRpcError({
              code: 4902,
              message: `${driver.connector.name} does not serve ${caipNetwork.name}`,
            }),
          )
        }
      }),
    getBalance: ({
      address,
      caipNetwork,
    }: {
      address: string
      caipNetwork: CaipNetwork
    }): Effect.Effect<Balance, WalletRpcError | UnsupportedOperationError> =>
      options.blockchainApi
        ? getApiBalance(options.blockchainApi, address, caipNetwork)
        : unsupported('getBalance'),
    transfer: (_parameters: TransferParameters) => unsupported('transfer'),
    signMessage,
    // The WalletConnect bip122 method names (walletconnect/proposalNamespaces.ts).
    request: ({ connectorId, method, params }) =>
      Effect.gen(function* () {
        if (method === 'signMessage') {
          const { address, message } = (params ?? {}) as { address?: unknown; message?: unknown }
          if (typeof address !== 'string' || typeof message !== 'string') {
            return yield* Effect.fail(
              toWalletRpcError({ code: -32602, message: 'signMessage needs address and message' }),
            )
          }
          const signature = yield* signMessage({ connectorId, address, message })
          return { address, signature }
        }
        if (method === 'getAccountAddresses') {
          const driver = yield* driverOf(connectorId)
          const accounts = yield* driver.silentAccounts(silentMs)
          return accounts.map(({ address, publicKey, type }) => ({
            address,
            publicKey,
            purpose: type === 'ordinal' ? 'ordinals' : 'payment',
          }))
        }
        return yield* Effect.fail(
          toWalletRpcError({ code: 4200, message: `${method} is not supported` }),
        )
      }),
  })
}

export type BitcoinAdapter = ReturnType<typeof createBitcoinAdapter>
