// The bip122 adapter (DESIGN.md /bitcoin): the page's Bitcoin browser wallets, in both
// conventions they use: the Bitcoin Wallet Standard (walletStandardDriver.ts, found in the
// page's registry) and sats-connect's providers (satsConnectDriver.ts, found on
// window.btc_providers); a wallet in both is listed once, through the Wallet Standard. Connect
// asks for the payment and ordinals addresses (spec §3; payment first, spec §9); balance comes
// from the Blockchain API when one is configured; no transfers (spec §4: eip155 and solana).
import {
  type Balance,
  bitcoinAddressRule,
  type CaipNetwork,
  type Connected,
  createAdapter,
  type UnsupportedOperationError,
  type WalletRpcError,
} from '@airlock/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import { Effect, Result } from 'effect'
import {
  accountsEvent,
  addressAndMessage,
  type ExtensionAdapterOptions,
  extensionAdapterBase,
  foundConnector,
  methodNotSupported,
  networkFor,
  networkNotServed,
  type SignMessageParameters,
} from '../injected/extensionAdapter'
import { malformedAnswer } from '../injected/walletCall'
import type { MissingPeerDependencyError } from '../peers/missingPeerDependencyError'
import { loadPageWallets, watchPageWallets } from '../peers/pageWallets'
import { type BlockchainApiOptions, getApiBalance } from './apiBalance'
import type { BitcoinDriver } from './bitcoinDriver'
import { isBitcoinWallet, type WalletsSource } from './discovery'
import { satsConnectDriver } from './satsConnectDriver'
import { type SatsProvider, satsConnectProviders } from './satsConnectProviders'
import { walletChain } from './walletChains'
import { walletStandardDriver } from './walletStandardDriver'

/** `target` is where sats-connect wallets list themselves (`btc_providers`). */
export interface BitcoinAdapterOptions extends ExtensionAdapterOptions {
  /** Where balances are read (spec §7); without it getBalance is unsupported. */
  readonly blockchainApi?: BlockchainApiOptions
  /**
   * The Wallet Standard registry; by default the page's (getWallets of @wallet-standard/app, an
   * optional peer loaded on first use; without it, the sats-connect wallets alone).
   */
  readonly wallets?: WalletsSource
}

export function createBitcoinAdapter(options: BitcoinAdapterOptions) {
  const { networks } = options
  const inPage = typeof window !== 'undefined'
  // The host's registry; else the page's, once @wallet-standard/app has loaded; none outside a
  // page (Node, a worker).
  const registry: Effect.Effect<
    WalletsSource | undefined,
    MissingPeerDependencyError | WalletRpcError
  > = options.wallets || !inPage ? Effect.succeed(options.wallets) : loadPageWallets('bitcoin')
  const { target, silentMs, promptMs, send, watchEvents, unsupported, noTransfer } =
    extensionAdapterBase('bip122', options)
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
      if (!driver && Result.isFailure(source)) return yield* Effect.fail(source.failure)
      return yield* foundConnector(connectorId, driver)
    })

  /** spec §4 wallet events of a connected wallet: new accounts, or none (disconnected). */
  function listen(driver: BitcoinDriver) {
    const connectorId = driver.connector.id
    if (subscriptions.has(connectorId)) return
    const off = driver.watchAccounts((accounts) => send(accountsEvent(connectorId, accounts)))
    subscriptions.set(connectorId, off)
  }

  const connectedOf = (
    driver: BitcoinDriver,
    accounts: Connected['accounts'],
    requested?: CaipNetwork,
  ): Connected | undefined => {
    const network = networkFor(driver.networks, requested)
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

  const signMessage = ({ connectorId, address, message }: SignMessageParameters) =>
    Effect.gen(function* () {
      const driver = yield* driverOf(connectorId)
      return yield* driver.signMessage(address, message, promptMs)
    })

  return createAdapter({
    namespace: 'bip122',
    networks,
    parseAddress: bitcoinAddressRule,
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
    watchEvents,
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
          return yield* networkNotServed(
            `${driver.connector.name} does not serve ${caipNetwork.name}`,
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
    transfer: noTransfer,
    signMessage,
    // The WalletConnect bip122 method names (walletconnect/proposalNamespaces.ts).
    request: ({ connectorId, method, params }) =>
      Effect.gen(function* () {
        if (method === 'signMessage') {
          const { address, message } = yield* addressAndMessage(method, params)
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
        return yield* methodNotSupported(method)
      }),
  })
}

export type BitcoinAdapter = ReturnType<typeof createBitcoinAdapter>
