// A scriptable in-memory adapter: a real implementation of the ChainAdapter contract whose
// wallet lives in memory, for unit tests of the machines (no module mocking). A test scripts
// the connectors and their accounts, makes the next call of an operation reject, hang or wait
// for a gate, and emits wallet events by hand.

import { Deferred, Effect } from 'effect'
import {
  type AdapterEvent,
  type ChainAdapter,
  type Connected,
  ConnectorNotFoundError,
  createAdapter,
  type WalletError,
} from '../adapter'
import { parseAddress } from '../domain/address/parseAddress'
import type { Account, CaipNetwork, ChainNamespace, Connector } from '../domain/types'
import { UserRejectedError } from '../errors/walletRpc'

export interface MemoryWallet {
  readonly connector: Connector
  readonly accounts: readonly Account[]
  /** Whether the wallet still authorizes the site, so a silent reconnect succeeds. */
  authorized: boolean
  chainId: number | string
}

export type MemoryOperation =
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'getBalance'
  | 'transfer'
  | 'signMessage'
  | 'request'

/** What the next call of an operation does instead of succeeding at once. */
export type MemoryScript =
  | { readonly kind: 'reject' }
  | { readonly kind: 'fail'; readonly error: WalletError }
  | { readonly kind: 'hang' }
  | { readonly kind: 'gate'; readonly gate: Deferred.Deferred<void> }

export interface MemoryAdapterOptions {
  readonly namespace: ChainNamespace
  readonly networks: readonly CaipNetwork[]
  readonly wallets: readonly Omit<MemoryWallet, 'authorized' | 'chainId'>[]
  readonly balance?: string
}

export function createMemoryAdapter(options: MemoryAdapterOptions) {
  const firstNetwork = options.networks[0]
  const wallets = new Map<string, MemoryWallet>(
    options.wallets.map((wallet) => [
      wallet.connector.id,
      { ...wallet, authorized: false, chainId: firstNetwork?.id ?? 0 },
    ]),
  )
  const scripts = new Map<MemoryOperation, MemoryScript[]>()
  const connectorListeners = new Set<(connectors: readonly Connector[]) => void>()
  const eventListeners = new Set<(event: AdapterEvent) => void>()
  const calls: { operation: MemoryOperation; parameters: unknown }[] = []

  const connectors = () => [...wallets.values()].map((wallet) => wallet.connector)

  /** Runs the scripted behaviour for this call, if any, then the real work. */
  function operation<A>(
    name: MemoryOperation,
    parameters: unknown,
    work: () => Effect.Effect<A, WalletError>,
  ): Effect.Effect<A, WalletError> {
    return Effect.suspend(() => {
      calls.push({ operation: name, parameters })
      const script = scripts.get(name)?.shift()
      if (!script) return work()
      switch (script.kind) {
        case 'reject':
          return Effect.fail(new UserRejectedError({}))
        case 'fail':
          return Effect.fail(script.error)
        case 'hang':
          return Effect.never
        case 'gate':
          return Effect.andThen(Deferred.await(script.gate), work())
      }
    })
  }

  const walletOf = (connectorId: string) =>
    Effect.suspend(() => {
      const wallet = wallets.get(connectorId)
      return wallet
        ? Effect.succeed(wallet)
        : Effect.fail(new ConnectorNotFoundError({ connectorId }))
    })

  const connected = (wallet: MemoryWallet): Connected => ({
    connectorId: wallet.connector.id,
    connectorType: wallet.connector.type,
    address: wallet.accounts[0]?.address ?? '',
    chainId: wallet.chainId,
    accounts: wallet.accounts,
  })

  const adapter = createAdapter({
    namespace: options.namespace,
    networks: options.networks,
    parseAddress: (value) => parseAddress(options.namespace, value),
    watchConnectors: (onChange) => {
      connectorListeners.add(onChange)
      onChange(connectors())
      return () => connectorListeners.delete(onChange)
    },
    watchEvents: (onEvent) => {
      eventListeners.add(onEvent)
      return () => eventListeners.delete(onEvent)
    },
    connect: (parameters) =>
      operation('connect', parameters, () =>
        Effect.map(walletOf(parameters.connectorId), (wallet) => {
          wallet.authorized = true
          if (parameters.caipNetwork) wallet.chainId = parameters.caipNetwork.id
          return connected(wallet)
        }),
      ),
    reconnect: (parameters) =>
      operation('reconnect', parameters, () =>
        Effect.map(walletOf(parameters.connectorId), (wallet) => {
          if (!wallet.authorized) return undefined
          // As the embedded wallet's frame: a reconnect asked on a chain answers on it.
          if (parameters.caipNetwork) wallet.chainId = parameters.caipNetwork.id
          return connected(wallet)
        }),
      ),
    disconnect: (parameters) =>
      operation('disconnect', parameters, () =>
        Effect.map(walletOf(parameters.connectorId), (wallet) => {
          wallet.authorized = false
        }),
      ),
    switchNetwork: (parameters) =>
      operation('switchNetwork', parameters, () =>
        Effect.map(walletOf(parameters.connectorId), (wallet) => {
          wallet.chainId = parameters.caipNetwork.id
        }),
      ),
    getBalance: (parameters) =>
      operation('getBalance', parameters, () =>
        Effect.succeed({
          balance: options.balance ?? '0',
          symbol: parameters.caipNetwork.nativeCurrency.symbol,
        }),
      ),
    transfer: (parameters) =>
      operation('transfer', parameters, () =>
        Effect.as(walletOf(parameters.connectorId), `0x${'ab'.repeat(32)}`),
      ),
    signMessage: (parameters) =>
      operation('signMessage', parameters, () =>
        Effect.as(walletOf(parameters.connectorId), `0x${'cd'.repeat(65)}`),
      ),
    request: (parameters) =>
      operation('request', parameters, () => Effect.as(walletOf(parameters.connectorId), null)),
  } satisfies ChainAdapter)

  const controls = {
    /** Every call made, in order, with its parameters. */
    calls: () => [...calls],
    /** The next call of `name` behaves as scripted; scripts queue up per operation. */
    script(name: MemoryOperation, script: MemoryScript) {
      scripts.set(name, [...(scripts.get(name) ?? []), script])
    },
    rejectNext(name: MemoryOperation) {
      controls.script(name, { kind: 'reject' })
    },
    hangNext(name: MemoryOperation) {
      controls.script(name, { kind: 'hang' })
    },
    /** The next call of `name` waits until the returned function is called. */
    holdNext(name: MemoryOperation): () => void {
      const gate = Deferred.makeUnsafe<void>()
      controls.script(name, { kind: 'gate', gate })
      return () => Deferred.doneUnsafe(gate, Effect.void)
    },
    authorize(connectorId: string, authorized = true) {
      const wallet = wallets.get(connectorId)
      if (wallet) wallet.authorized = authorized
    },
    /** A wallet appears or leaves (EIP-6963 announce, extension removed). */
    setWallets(next: readonly Omit<MemoryWallet, 'authorized' | 'chainId'>[]) {
      for (const id of [...wallets.keys()]) {
        if (!next.some((wallet) => wallet.connector.id === id)) wallets.delete(id)
      }
      for (const wallet of next) {
        if (!wallets.has(wallet.connector.id)) {
          wallets.set(wallet.connector.id, {
            ...wallet,
            authorized: false,
            chainId: firstNetwork?.id ?? 0,
          })
        }
      }
      for (const listener of connectorListeners) listener(connectors())
    },
    emit(event: AdapterEvent) {
      for (const listener of eventListeners) listener(event)
    },
  }

  return { adapter, controls }
}
