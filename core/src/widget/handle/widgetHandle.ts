// The handle createWidget returns: small and framework-free, each method one function of the
// widget's context (handle/*.ts), the React hooks' typed way into the flows included. What each
// method rejects with is named in handleErrors.ts (ConnectErrorType, …). Where a call goes:
// startWidget.ts binds each method to its handle/*.ts function; until the widget's code has
// arrived, the handle is deferredWidget.ts's, which forwards each call once the widget runs
// (docs/reading/connect-path.md follows `connect` from the click to the rendered address).
import type { Actor } from 'xstate'
import type { Connected } from '../../adapter'
import type { HeldNft } from '../../domain/activity/heldNfts'
import type { Balance, CaipNetwork, CaipNetworkId, ChainNamespace } from '../../domain/types'
import type { FlowEvent, FlowId, FlowSnapshot } from '../../flows/flows'
import type { TokenBalance } from '../../services/blockchainApi/responses'
import type { DirectoryImageKind } from '../../services/walletDirectory/directoryImageUrl'
import type { WidgetEventOf, WidgetEventType } from '../hostEvents'
import type { WidgetMachine } from '../widget.machine'
import type { WidgetState } from '../widgetState'
import type { ConnectParameters } from './connect'
import type { DisconnectParameters } from './disconnect'
import type { GetProvider } from './getProvider'
import type { OpenParameters } from './open'
import type { PayHandle } from './payHandle'
import type { SignMessageHandle } from './signMessageHandle'
import type { SmartSessionHandle } from './smartSessionHandle'
import type { ThemeHandle } from './themeHandle'

/** issue 27: `loading` until the widget's code has arrived and its flows run, then `ready`;
 * `failed` when that code could not load or the configuration was refused then. */
export type WidgetReadiness = 'loading' | 'ready' | 'failed'

export interface Widget extends SmartSessionHandle, PayHandle, SignMessageHandle, ThemeHandle {
  /** Resolves once the widget runs (at once for a widget created after `preloadWidget()`);
   * rejects with what stopped it (a WidgetConfigError found then, or the failed load). Every
   * method may be called before: actions wait for it, reads answer from the stored state. */
  readonly ready: Promise<void>
  readonly readiness: () => WidgetReadiness
  readonly open: (parameters?: OpenParameters) => void
  readonly close: () => void
  /** Rejects with a ConnectErrorType. */
  readonly connect: (parameters: ConnectParameters) => Promise<Connected>
  /** Never rejects: an unknown id is told as SWITCH_NETWORK_ERROR (SwitchNetworkErrorType). */
  readonly switchNetwork: (network: CaipNetwork | CaipNetworkId) => void
  /** spec §4: one namespace (and those sharing its session), or every connection. Rejects with
   * a DisconnectErrorType. */
  readonly disconnect: (parameters?: DisconnectParameters) => Promise<void>
  /** spec §4: the network leaves the widget's list; when it was the active one, the first
   * remaining of its namespace becomes active and a connected wallet is asked to follow.
   * Rejects with NetworkNotFoundError, or NoNetworksConfiguredError for the last network. */
  readonly removeNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
  /** spec §4: the namespace's connection ends, its wallets and networks leave the widget, and an
   * active network of it moves to another chain's first network. Rejects with
   * ChainAdapterNotFoundError, or NoNetworksConfiguredError for the widget's only namespace. */
  readonly removeAdapter: (namespace: ChainNamespace) => Promise<void>
  /** The active account's balances (spec §7); empty, with a toast, when unavailable (or,
   * with `throwOnError`, a TokenBalanceUnavailableError after the toast: GetBalancesErrorType). */
  readonly getBalances: (options?: {
    readonly throwOnError?: boolean
    /** Ask the API again even within the 30 s cache. */
    readonly forceUpdate?: boolean
  }) => Promise<readonly TokenBalance[]>
  /** spec §7 identity of the active eip155 account; rejects with a GetIdentityErrorType. */
  readonly getIdentity: () => Promise<{
    readonly name: string | null
    readonly avatar: string | null
  }>
  /** spec §3 addressLabels: the host's name for an address (of `namespace`, the active network's
   * by default), read back in `useAccount().addressLabels`; no label removes it. The account's
   * reset (a disconnect) clears them. Throws ChainAdapterNotFoundError for a namespace no adapter
   * serves. */
  readonly setAddressLabel: (parameters: {
    readonly address: string
    readonly label?: string
    readonly namespace?: ChainNamespace
  }) => void
  /** Reads the account again (balances, NFTs, history), as after a send: for a host's own
   * transactions. Emits ACCOUNT_REFRESH. */
  readonly refreshAccount: () => void
  /** spec §3 Balance: the active account's native coin, read from the chain. Rejects with a
   * GetNativeBalanceErrorType. */
  readonly getNativeBalance: () => Promise<Balance>
  /** The NFTs the active account holds on the active network (spam hidden). Rejects with a
   * GetNftsErrorType. */
  readonly getNfts: () => Promise<readonly HeldNft[]>
  /** spec §7 image blobs: the wallet directory's image of a wallet (its image id), a network
   * (`asset`: its `assets.imageId`), a fiat currency (its code) or a token (its symbol), with the
   * SDK params; from the configuration, so it answers before the widget runs too. */
  readonly imageUrl: (kind: DirectoryImageKind, id: string) => string
  /**
   * Issue 31: the wallet for a host's own library. On eip155 the widget's EIP-1193 provider
   * (viem's `custom(provider)`, ethers' `new BrowserProvider(provider)`), one object for the
   * widget's life: its calls reach the wallet connected then, `wallet_switchEthereumChain` goes
   * through the widget's switch, and it tells `connect`, `accountsChanged`, `chainChanged` and
   * `disconnect` as the connection changes. On solana the connected Wallet Standard wallet.
   * Undefined before `ready`, for a namespace no adapter serves, and (but on eip155) while the
   * namespace is not connected.
   */
  readonly getProvider: GetProvider
  /** The widget's networks now (the configured ones, less any removed). */
  readonly getNetworks: () => readonly CaipNetwork[]
  readonly getState: () => WidgetState
  readonly subscribe: (listener: (state: WidgetState) => void) => () => void
  /** The host's event stream: '*' or one type (DISCONNECT_SUCCESS, SWITCH_NETWORK, …). */
  readonly on: <Type extends WidgetEventType | '*'>(
    type: Type,
    listener: (event: WidgetEventOf<Type>) => void,
  ) => () => void
  readonly destroy: () => Promise<void>
  /** The root actor, for the React hooks. */
  readonly actor: Actor<WidgetMachine>
  /** The React hooks' one way into the flows, typed by system id (`widget` for the root): a
   * flow's snapshot now, a watch on its changes, an event sent to it. An account flow (send,
   * pay, activity, smart sessions, swap, on-ramp) starts on first use (issue 27): a watch or an
   * event waits for it, and its snapshot is there once `flowStarting` says so. */
  readonly flowSnapshot: <Id extends FlowId>(id: Id) => FlowSnapshot<Id>
  /** Undefined when the flow runs; else its start, begun now (a hook suspends on it). Throws
   * why it could not start. */
  readonly flowStarting: (id: FlowId) => Promise<unknown> | undefined
  readonly watchFlow: (id: FlowId, onChange: () => void) => () => void
  readonly sendToFlow: <Id extends FlowId>(id: Id, event: FlowEvent<Id>) => void
  /** A flow's snapshot (by system id, `widget` for the root) as every new widget starts it,
   * before storage and the page's wallets are read: what a server renders, so the React hooks
   * hydrate to the same HTML and only then show the browser's state (decision 0026). */
  readonly initialSnapshotOf: <Id extends FlowId>(id: Id) => FlowSnapshot<Id>
}
