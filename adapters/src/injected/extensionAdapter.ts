// What the adapters of the browser-extension conventions (bitcoin's bip122, cosmos, polkadot)
// set up alike: the page they watch, the silent and prompt bounds of their wallet calls, one
// set of spec §4 event listeners, their namespace's UnsupportedOperationError, the network a
// connect asks for, and the EIP-1193 failures they answer in the same words.
import {
  type AdapterEvent,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type Connected,
  ConnectorNotFoundError,
  type TransferParameters,
  toWalletRpcError,
  UnsupportedOperationError,
} from '@airlock/core/adapter'
import { RECONNECT_ATTEMPT_TIMEOUT_MS } from '@airlock/core/internal'
import { Effect } from 'effect'
import type { WalletTimeouts } from './walletCall'

export interface ExtensionAdapterOptions {
  readonly networks: readonly CaipNetwork[]
  /** Where the wallets inject themselves and dispatch their events; the page's window by default. */
  readonly target?: EventTarget
  readonly timeouts?: WalletTimeouts
}

export type SignMessageParameters = Parameters<ChainAdapter['signMessage']>[0]

/** The parts every extension adapter builds the same way from its options. */
export function extensionAdapterBase(namespace: ChainNamespace, options: ExtensionAdapterOptions) {
  const listeners = new Set<(event: AdapterEvent) => void>()
  const unsupported = (operation: string) =>
    Effect.fail(new UnsupportedOperationError({ operation, namespace }))
  return {
    target: options.target ?? (typeof window === 'undefined' ? undefined : window),
    /** spec §4 silent reconnect: a silent wallet never holds the widget longer than this. */
    silentMs: options.timeouts?.silentMs ?? RECONNECT_ATTEMPT_TIMEOUT_MS,
    promptMs: options.timeouts?.promptMs,
    send: (event: AdapterEvent) => {
      for (const listener of listeners) listener(event)
    },
    watchEvents: (onEvent: (event: AdapterEvent) => void) => {
      listeners.add(onEvent)
      return () => listeners.delete(onEvent)
    },
    unsupported,
    /** spec §9 reads balances on eip155 and solana only (the Blockchain API serves no other). */
    noBalance: (_parameters: { address: string; caipNetwork: CaipNetwork }) =>
      unsupported('getBalance'),
    /** spec §4: transfers are eip155 and solana only. */
    noTransfer: (_parameters: TransferParameters) => unsupported('transfer'),
  }
}

/** The configured network a connect asks for; the first one when it names none we serve. */
export const networkFor = (networks: readonly CaipNetwork[], requested?: CaipNetwork) =>
  networks.find((n) => n.caipNetworkId === requested?.caipNetworkId) ?? networks[0]

/** spec §4 wallet events: the wallet's new accounts, or none (it disconnected the site). */
export const accountsEvent = (
  connectorId: string,
  accounts: Connected['accounts'],
): AdapterEvent =>
  accounts.length === 0
    ? { type: 'wallet.disconnected', connectorId }
    : { type: 'wallet.accountsChanged', connectorId, accounts }

/** The wallet behind a connector id, or ConnectorNotFoundError when the page has none. */
export const foundConnector = <W>(connectorId: string, wallet: W | undefined) =>
  wallet ? Effect.succeed(wallet) : Effect.fail(new ConnectorNotFoundError({ connectorId }))

/** EIP-1193 4100: the connector has no session with this adapter. */
export const notConnected = (connectorId: string) =>
  toWalletRpcError({ code: 4100, message: `${connectorId} is not connected` })

/** EIP-1193 4902: `switchNetwork` to a network this wallet or adapter does not serve. */
export const networkNotServed = (message: string) =>
  Effect.fail(toWalletRpcError({ code: 4902, message }))

/** EIP-1193 4200: `request` of a method the convention does not have. */
export const methodNotSupported = (method: string) =>
  Effect.fail(toWalletRpcError({ code: 4200, message: `${method} is not supported` }))

/** EIP-1474 -32602 unless `params` is `{ address: string, message: string }`. */
export function addressAndMessage(method: string, params: unknown) {
  const { address, message } = (params ?? {}) as { address?: unknown; message?: unknown }
  return typeof address === 'string' && typeof message === 'string'
    ? Effect.succeed({ address, message })
    : Effect.fail(
        toWalletRpcError({ code: -32602, message: `${method} needs address and message` }),
      )
}
