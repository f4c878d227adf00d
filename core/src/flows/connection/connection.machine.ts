// spec §3, §4: the connection of one namespace: status (disconnected, connecting, connected)
// and the account state it carries.
import { assertEvent, assign, emit, setup } from 'xstate'
import type { Connected } from '../../adapter'
import { formatCaipAddress } from '../../domain/caip'
import type { Account, CaipAddress, CaipNetwork, ChainNamespace } from '../../domain/types'
import { notProvided } from '../effectActors'
import { type ConnectionError, connectionErrorOf } from './connectionErrors'

export interface ConnectionContext {
  readonly namespace: ChainNamespace
  /** spec §4: on Telegram or iOS Safari a pairing shows as connecting until it settles. */
  readonly pairingShowsConnecting: boolean
  readonly connectorId?: string
  readonly address?: string
  readonly caipAddress?: CaipAddress
  readonly chainId?: number | string
  readonly allAccounts: readonly Account[]
  /** spec §3: the connected smart account is deployed on chain, as its wallet reports it. */
  readonly smartAccountDeployed?: boolean
  /** spec §3 addressLabels: the host's name for an address of this namespace
   * (`widget.setAddressLabel`), until the account resets. */
  readonly addressLabels: Readonly<Record<string, string>>
  readonly error?: ConnectionError
}

export type ConnectionEvent =
  | {
      readonly type: 'user.connect'
      readonly connectorId: string
      readonly caipNetwork?: CaipNetwork
      /** A WalletConnect pairing: the wallet answers from another device or app. */
      readonly viaPairing?: boolean
    }
  | { readonly type: 'user.cancel' }
  /** A connection found without asking (auto-reconnect, or another namespace's pairing). */
  | { readonly type: 'app.connected'; readonly connection: Connected }
  | { readonly type: 'app.reset' }
  /** spec §3 addressLabels: names `address`; no label removes its name. */
  | { readonly type: 'app.labelAddress'; readonly address: string; readonly label?: string }
  | {
      readonly type: 'wallet.accountsChanged'
      readonly accounts: readonly Account[]
      /** Told by a wallet that knows it (the embedded one, on its account change). */
      readonly smartAccountDeployed?: boolean
    }
  | { readonly type: 'wallet.chainChanged'; readonly chainId: number | string }
  | { readonly type: 'wallet.disconnected' }

export type ConnectionEmitted =
  | { readonly type: 'connection.connected'; readonly connection: Connected }
  | { readonly type: 'connection.failed'; readonly error: ConnectionError }
  | { readonly type: 'connection.disconnected' }
  /** The attempt was dropped (cancelled, or replaced by a new attempt) before the wallet answered. */
  | { readonly type: 'connection.cancelled' }

export type ConnectInput = {
  readonly namespace: ChainNamespace
  readonly connectorId: string
  readonly caipNetwork?: CaipNetwork
}

const emptyAccount = {
  connectorId: undefined,
  address: undefined,
  caipAddress: undefined,
  chainId: undefined,
  allAccounts: [],
  smartAccountDeployed: undefined,
  addressLabels: {},
} as const

const accountFrom = (namespace: ChainNamespace, connection: Connected) => ({
  connectorId: connection.connectorId,
  address: connection.address,
  chainId: connection.chainId,
  caipAddress: formatCaipAddress(namespace, connection.chainId, connection.address),
  allAccounts: connection.accounts,
  smartAccountDeployed: connection.smartAccountDeployed,
  error: undefined,
})

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    emitted: {} as ConnectionEmitted,
    input: {} as {
      readonly namespace: ChainNamespace
      readonly isTelegram?: boolean
      readonly isIosSafari?: boolean
    },
  },
  actors: {
    connect: notProvided<Connected, ConnectInput>('connect'),
  },
  guards: {
    pairingStaysDisconnected: ({ context, event }) =>
      event.type === 'user.connect' && event.viaPairing === true && !context.pairingShowsConnecting,
    // spec §4 "Connected with an address": a connection without an address is no connection.
    // Given as params: the one found without asking, or the connect actor's output.
    hasAddress: (_, connection: Connected) => connection.address !== '',
    accountsLeft: ({ event }) =>
      event.type === 'wallet.accountsChanged' && event.accounts.length > 0,
  },
  actions: {
    reset: assign(emptyAccount),
    reportDisconnected: emit({ type: 'connection.disconnected' as const }),
    reportCancelled: emit({ type: 'connection.cancelled' as const }),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    namespace: input.namespace,
    pairingShowsConnecting: input.isTelegram === true || input.isIosSafari === true,
    allAccounts: [],
    addressLabels: {},
  }),
  initial: 'disconnected',
  on: {
    'app.connected': {
      guard: { type: 'hasAddress', params: ({ event }) => event.connection },
      target: '.connected',
      actions: [
        assign(({ context, event }) => accountFrom(context.namespace, event.connection)),
        emit(({ event }) => ({
          type: 'connection.connected' as const,
          connection: event.connection,
        })),
      ],
    },
    'app.reset': { target: '.disconnected', actions: 'reset' },
    'app.labelAddress': {
      actions: assign({
        addressLabels: ({ context, event }) => {
          const { [event.address]: _, ...others } = context.addressLabels
          return event.label ? { ...others, [event.address]: event.label } : others
        },
      }),
    },
  },
  states: {
    disconnected: {
      tags: ['disconnected'],
      on: {
        'user.connect': [
          { guard: 'pairingStaysDisconnected', target: 'attempting.pairing' },
          { target: 'attempting' },
        ],
      },
    },
    attempting: {
      tags: ['awaitingWallet'],
      // A new attempt starts clean: the last attempt's error no longer applies.
      entry: assign({ error: undefined }),
      invoke: {
        id: 'connect',
        src: 'connect',
        // Entered on a user.connect alone.
        input: ({ context, event }): ConnectInput => {
          assertEvent(event, 'user.connect')
          const { connectorId, caipNetwork } = event
          return { namespace: context.namespace, connectorId, caipNetwork }
        },
        onDone: [
          {
            guard: { type: 'hasAddress', params: ({ event }) => event.output },
            target: 'connected',
            actions: [
              assign(({ context, event }) => accountFrom(context.namespace, event.output)),
              emit(({ event }) => ({
                type: 'connection.connected' as const,
                connection: event.output,
              })),
            ],
          },
          { target: 'disconnected' },
        ],
        onError: {
          target: 'disconnected',
          actions: [
            assign({ error: ({ event }) => connectionErrorOf(event.error) }),
            emit(({ context }) => ({
              type: 'connection.failed' as const,
              error: context.error ?? connectionErrorOf(undefined),
            })),
          ],
        },
      },
      on: {
        'user.cancel': { target: 'disconnected', actions: 'reportCancelled' },
        // "Try again" while a wallet never answered: the old call is dropped, a new one starts.
        'user.connect': [
          {
            guard: 'pairingStaysDisconnected',
            target: 'attempting.pairing',
            reenter: true,
            actions: 'reportCancelled',
          },
          { target: 'attempting', reenter: true, actions: 'reportCancelled' },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: { tags: ['connecting'] },
        // A QR code or deep link is showing: the status stays disconnected until the wallet answers.
        pairing: { tags: ['disconnected'] },
      },
    },
    connected: {
      tags: ['connected'],
      on: {
        'wallet.accountsChanged': [
          {
            guard: 'accountsLeft',
            actions: assign(({ context, event }) => {
              const address = event.accounts[0]?.address ?? ''
              const chainId = context.chainId ?? ''
              return {
                address,
                allAccounts: event.accounts,
                caipAddress: formatCaipAddress(context.namespace, chainId, address),
                ...('smartAccountDeployed' in event
                  ? { smartAccountDeployed: event.smartAccountDeployed }
                  : {}),
              }
            }),
          },
          // The wallet revoked every account: that is a disconnect.
          { target: 'disconnected', actions: ['reset', 'reportDisconnected'] },
        ],
        'wallet.chainChanged': {
          actions: assign(({ context, event }) => ({
            chainId: event.chainId,
            caipAddress: formatCaipAddress(context.namespace, event.chainId, context.address ?? ''),
          })),
        },
        'wallet.disconnected': { target: 'disconnected', actions: ['reset', 'reportDisconnected'] },
      },
    },
  },
})
