// The embedded (e-mail and social) wallet's port (DESIGN.md /embedded, spec §3 Connector type
// AUTH, §7 "Embedded login runs in a hidden frame"): what the `embeddedWallet` machine and the
// widget need from the auth connector. Core defines it; @airlock/adapters/embedded implements
// it over the frame messenger. Every operation is an effect with typed failures; nothing here
// loads the frame until an operation runs (issue 10: the frame loads lazily).
import type { Effect } from 'effect'
import type { ChainAdapter } from './adapter'
import type { DappData, FrameTheme } from './domain/frameMessages/fields'
import type { EmbeddedAccountType, EmbeddedWalletUser } from './domain/types'
import type {
  ActionNotAllowedError,
  EmbeddedWalletDependencyError,
  EmbeddedWalletLoadError,
  EmbeddedWalletOriginError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
  InvalidFrameMessage,
} from './flows/embeddedWallet/embeddedWalletErrors'

/** What a frame request can fail with (the frame's own message, a timeout, a dead frame). */
export type AuthConnectorError =
  | EmbeddedWalletLoadError
  | EmbeddedWalletDependencyError
  | EmbeddedWalletOriginError
  | EmbeddedWalletRequestError
  | EmbeddedWalletTimeoutError
  | InvalidFrameMessage

/** spec §6: an RPC request of the host that needs the visitor's approval. */
export interface ApprovalRequest {
  readonly method: string
  readonly params?: unknown
}

/** What the widget gives the auth connector once it starts (one widget per connector). */
export interface AuthConnectorHost {
  /**
   * spec §6, issue 28 (1): `run` (the request to the frame, which asks the visitor on its own
   * page) with the frame shown in ApproveTransaction. Fails with ActionNotAllowedError when the
   * visitor leaves the view first (`run` is then interrupted).
   */
  readonly confirm: <A, E>(
    request: ApprovalRequest,
    run: Effect.Effect<A, E>,
  ) => Effect.Effect<A, E | ActionNotAllowedError>
  /** spec §8 telemetry iframe_load_failed / iframe_request_timeout, as Telemetry.report takes it. */
  readonly reportTimeout: (report: { readonly event: string; readonly error: Error }) => void
  /**
   * What the frame is told once it is ready (spec §7 INIT, SYNC_THEME, SYNC_DAPP_DATA): the
   * host's theme now, and who embeds it. Read at every load, so a reloaded frame is told again.
   */
  readonly frameSettings: () => { readonly theme: FrameTheme; readonly dappData: DappData }
}

/** A window opened on the visitor's click for social login (spec §3 `socialWindow`). */
export type SocialWindow = { readonly closed: boolean }

export interface AuthConnector {
  /** The AUTH connector's id (spec §3 Connector type AUTH), e.g. 'embeddedWallet'. */
  readonly connectorId: string
  /** The eip155 adapter whose operations go through the frame (connect = the login's user). */
  readonly adapter: ChainAdapter
  /** spec §9 default account types: the account the frame should prefer (eoa, smartAccount). */
  readonly preferredAccountType?: EmbeddedAccountType
  /** Called once by the widget; returns the detach. */
  readonly attach: (host: AuthConnectorHost) => () => void
  /**
   * Shows the wallet's frame in `slot` (ApproveTransaction's), where the frame's own approval
   * page asks the visitor; returns the hide. Nothing without a frame.
   */
  readonly showFrame: (slot: HTMLElement) => () => void
  /**
   * Creates the frame (once) and waits until it is ready (spec §4: announce + 500 ms) and told
   * the host's settings (INIT, SYNC_THEME, SYNC_DAPP_DATA from `AuthConnectorHost.frameSettings`).
   */
  readonly load: () => Effect.Effect<void, AuthConnectorError>
  /** spec §4 "Going back from ConnectingFarcaster… reloads the auth connector". */
  readonly reload: () => Effect.Effect<void, AuthConnectorError>
  readonly connectEmail: (
    email: string,
  ) => Effect.Effect<'VERIFY_OTP' | 'VERIFY_DEVICE', AuthConnectorError>
  readonly connectDevice: () => Effect.Effect<void, AuthConnectorError>
  readonly connectOtp: (otp: string) => Effect.Effect<void, AuthConnectorError>
  readonly getUser: (parameters: {
    readonly chainId?: number | string
    readonly preferredAccountType?: EmbeddedAccountType
  }) => Effect.Effect<EmbeddedWalletUser, AuthConnectorError>
  /** Social login by popup (`socialWindow`, opened on the click) or, without one, by redirect. */
  readonly connectSocial: (parameters: {
    readonly provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'
    readonly socialWindow?: SocialWindow
    readonly preferredAccountType?: EmbeddedAccountType
  }) => Effect.Effect<EmbeddedWalletUser, AuthConnectorError>
  /** The provider's answer in this page's URL after a redirect login, if there is one. */
  readonly socialRedirectResult: () => string | undefined
  readonly completeSocialRedirect: (parameters: {
    readonly uri: string
    readonly preferredAccountType?: EmbeddedAccountType
  }) => Effect.Effect<EmbeddedWalletUser, AuthConnectorError>
  readonly farcasterUri: () => Effect.Effect<string, AuthConnectorError>
  /** Resolves once the Farcaster app approved the uri. */
  readonly connectFarcaster: () => Effect.Effect<{ readonly userName: string }, AuthConnectorError>
  readonly setPreferredAccount: (
    type: EmbeddedAccountType,
  ) => Effect.Effect<
    { readonly type: EmbeddedAccountType; readonly address: string },
    AuthConnectorError
  >
  readonly updateEmail: (
    email: string,
  ) => Effect.Effect<'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP', AuthConnectorError>
  readonly updateEmailPrimaryOtp: (otp: string) => Effect.Effect<void, AuthConnectorError>
  readonly updateEmailSecondaryOtp: (
    otp: string,
  ) => Effect.Effect<{ readonly newEmail: string }, AuthConnectorError>
  readonly signOut: () => Effect.Effect<void, AuthConnectorError>
  /** spec §7 sync theme: tells a loaded frame the host's new theme; loads nothing. */
  readonly syncTheme: (theme: FrameTheme) => Effect.Effect<void, AuthConnectorError>
  /** spec §7 smart account networks: the chain ids where the smart account is available. */
  readonly smartAccountEnabledNetworks: () => Effect.Effect<readonly number[], AuthConnectorError>
}

/** Identity-typed constructor (like `createAdapter`): type-checks an auth connector literal. */
export function createAuthConnector<const Connector extends AuthConnector>(
  connector: Connector,
): Connector {
  return connector
}
