// spec §4 network switch, §8 add-chain fallback: the requested networks, the active one, and
// switching through the connected wallet.
import { assign, emit, setup } from 'xstate'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../../domain/types'
import { errorOfEvent } from '../../errors/errorInfo'
import { shouldAddChainAfterSwitchError } from '../../errors/walletRpc'
import { notProvided } from '../effectActors'
import { type NetworkError, networkErrorOf } from './networkErrors'
import { findNetworkById, removeNamespace, removeNetwork } from './networkList'

export interface NetworkContext {
  readonly networks: readonly CaipNetwork[]
  readonly active?: CaipNetwork
  /** The wallet reported a chain that is not among the requested networks. */
  readonly unsupportedChainId?: number | string
  readonly target?: CaipNetwork
  readonly connectorId?: string
  readonly error?: NetworkError
  /** The last chain the wallet reported while a switch was under way. */
  readonly reportedDuringSwitch?: number | string
}

export type NetworkEvent =
  /** `connectorId` is the connected connector of the target's namespace; none: no wallet call. */
  | {
      readonly type: 'user.switchNetwork'
      readonly caipNetwork: CaipNetwork
      readonly connectorId?: string
    }
  | {
      readonly type: 'wallet.chainChanged'
      readonly namespace: ChainNamespace
      readonly chainId: number | string
    }
  | { readonly type: 'app.removeNetwork'; readonly caipNetworkId: CaipNetworkId }
  | { readonly type: 'app.removeNamespace'; readonly namespace: ChainNamespace }
  /** The person gives up waiting for the wallet (e.g. closes the view); the wallet call is dropped. */
  | { readonly type: 'user.cancelSwitch' }

export type NetworkEmitted =
  | { readonly type: 'SWITCH_NETWORK'; readonly caipNetwork: CaipNetwork }
  | { readonly type: 'network.switchFailed'; readonly error: NetworkError }
  /** spec §2: the wallet moved to a chain that is not requested (it was on a requested one). */
  | { readonly type: 'network.unsupported'; readonly chainId: number | string }

type SwitchInput = { readonly connectorId: string; readonly caipNetwork: CaipNetwork }

/** What both wallet calls of a switch (switch, then add the chain) are given: the target. */
const switchInput = ({ context }: { readonly context: NetworkContext }): SwitchInput => ({
  connectorId: context.connectorId ?? '',
  caipNetwork: context.target as CaipNetwork,
})

export const networkMachine = setup({
  types: {
    context: {} as NetworkContext,
    events: {} as NetworkEvent,
    emitted: {} as NetworkEmitted,
    input: {} as {
      readonly networks: readonly CaipNetwork[]
      readonly defaultNetwork?: CaipNetwork
    },
  },
  actors: {
    switchNetwork: notProvided<void, SwitchInput>('switchNetwork'),
    /** EIP-3085 wallet_addEthereumChain (or the namespace's equivalent), which also switches. */
    addNetwork: notProvided<void, SwitchInput>('addNetwork'),
  },
  guards: {
    hasWallet: ({ event }) =>
      event.type === 'user.switchNetwork' && event.connectorId !== undefined,
    // The wallet is the truth: if it reported another chain after the one we asked for (the
    // person moved it while our call was settling), that report stands and the switch is moot.
    walletMovedOn: ({ context }) =>
      context.reportedDuringSwitch !== undefined &&
      String(context.reportedDuringSwitch) !== String(context.target?.id),
    walletAsksToAddChain: ({ event }) =>
      'error' in event && shouldAddChainAfterSwitchError(event.error),
    leavesRequestedNetworks: ({ context, event }) =>
      event.type === 'wallet.chainChanged' &&
      context.unsupportedChainId === undefined &&
      !findNetworkById(context.networks, event.namespace, event.chainId),
  },
  actions: {
    followWallet: assign(({ context, event }) => {
      if (event.type !== 'wallet.chainChanged') return {}
      const network = findNetworkById(context.networks, event.namespace, event.chainId)
      return {
        ...(network
          ? { active: network, unsupportedChainId: undefined }
          : { unsupportedChainId: event.chainId }),
        reportedDuringSwitch: event.chainId,
      }
    }),
    activateTarget: assign({
      active: ({ context }) => context.target,
      unsupportedChainId: undefined,
      error: undefined,
    }),
    reportSwitched: emit(({ context }) => ({
      type: 'SWITCH_NETWORK' as const,
      caipNetwork: context.target as CaipNetwork,
    })),
    rememberFailure: assign({ error: ({ event }) => networkErrorOf(errorOfEvent(event)) }),
    reportFailed: emit(({ context }) => ({
      type: 'network.switchFailed' as const,
      error: context.error ?? networkErrorOf(undefined),
    })),
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({
    networks: input.networks,
    active: input.defaultNetwork ?? input.networks[0],
  }),
  initial: 'idle',
  on: {
    // In idle and while switching: the latest pick wins, so a switch asked while another is under
    // way replaces it (the wallet's answer to the earlier one, and its check, no longer count).
    'user.switchNetwork': [
      {
        guard: 'hasWallet',
        target: '.switching',
        reenter: true,
        actions: assign(({ event }) => ({
          target: event.caipNetwork,
          connectorId: event.connectorId,
        })),
      },
      {
        target: '.idle',
        reenter: true,
        actions: [
          assign({ target: ({ event }) => event.caipNetwork }),
          'activateTarget',
          'reportSwitched',
        ],
      },
    ],
    'wallet.chainChanged': [
      {
        guard: 'leavesRequestedNetworks',
        actions: [
          'followWallet',
          emit(({ event }) => ({ type: 'network.unsupported' as const, chainId: event.chainId })),
        ],
      },
      { actions: 'followWallet' },
    ],
    'app.removeNetwork': {
      actions: assign(({ context, event }) => removeNetwork(context, event.caipNetworkId)),
    },
    'app.removeNamespace': {
      actions: assign(({ context, event }) => removeNamespace(context, event.namespace)),
    },
  },
  states: {
    idle: {},
    switching: {
      tags: ['switching'],
      entry: assign({ reportedDuringSwitch: undefined }),
      on: { 'user.cancelSwitch': 'idle' },
      initial: 'switchingInWallet',
      states: {
        switchingInWallet: {
          invoke: {
            src: 'switchNetwork',
            input: switchInput,
            onDone: '#network.switched',
            onError: [
              { guard: 'walletAsksToAddChain', target: 'addingToWallet' },
              { target: '#network.failed', actions: 'rememberFailure' },
            ],
          },
        },
        addingToWallet: {
          tags: ['addingNetwork'],
          invoke: {
            src: 'addNetwork',
            input: switchInput,
            onDone: '#network.switched',
            onError: { target: '#network.failed', actions: 'rememberFailure' },
          },
        },
      },
    },
    switched: {
      always: [
        { guard: 'walletMovedOn', target: 'idle' },
        { target: 'idle', actions: ['activateTarget', 'reportSwitched'] },
      ],
    },
    failed: {
      entry: 'reportFailed',
      always: 'idle',
    },
  },
})
