// DESIGN.md createWidget: the host's configuration, checked once (spec §5 config rules) and
// resolved into what the machines need. Every refusal is a typed error with a clear message.
import { Data, Result, Schema } from 'effect'
import type { ActorOptions, AnyActorLogic } from 'xstate'

type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>

import type { ChainAdapter, PairingSource } from '../adapter'
import type { AuthConnector } from '../authConnector'
import { HISTORY_POLLING_DEFAULT_ENABLED } from '../constants'
import type { WidgetAdapter } from '../deferredAdapter'
import type { ConnectorSectionType } from '../domain/connectors/connectorOrder'
import { DappMetadata, type ThemeMode } from '../domain/frameMessages/fields'
import {
  browserPlatformSignals,
  type Platform,
  platformOf,
  resolvePlatform,
} from '../domain/platform'
import type { CaipAddress, CaipNetwork, CaipNetworkId, SignInSession } from '../domain/types'
import { withAuthAdapter } from '../flows/embeddedWallet/withAuthAdapter'
import type { StorageBackend } from '../services/storage/storageBackend'
import { WalletListingSchema } from '../services/walletDirectory/responses'
import { type CheckedConfig, type CheckedConfigError, startTheme } from './checkConfig'
import { type Features, type FeaturesConfig, resolveFeatures } from './features'
import { runningAdapter } from './runningAdapter'
import type { ServiceEndpoints } from './services'

/** spec §4 sign-in with the wallet: where sessions live is the host's choice (SIWX). */
export interface SignInConfig {
  /** spec §1: sign-in can be required or optional. */
  readonly required?: boolean
  readonly getSessions: (caipAddress: CaipAddress) => Promise<readonly SignInSession[]>
  readonly createMessage: (
    caipAddress: CaipAddress,
  ) => Promise<Pick<SignInSession, 'data' | 'message'>>
  readonly addSession: (session: SignInSession) => Promise<void>
  /** Signs the account out (its sessions forgotten); the widget calls it on disconnect. */
  readonly revokeSession?: (caipAddress: CaipAddress) => Promise<void>
}

/** spec §2 themeVariables: values for the kit's `--airlock-*` CSS variables. */
export type WidgetThemeVariables = Readonly<Partial<Record<`--airlock-${string}`, string>>>

/** spec §2 Theme: themeMode (dark by default) and themeVariables. */
export interface WidgetTheme {
  readonly themeMode: ThemeMode
  readonly themeVariables?: WidgetThemeVariables
}

export interface WidgetConfig {
  readonly projectId?: string
  /** The dapp as wallets name it (the embedded wallet's pages, spec §7 sync dapp data). */
  readonly metadata?: DappMetadata
  /** spec §2: dark by default; `setThemeMode` changes it later. */
  readonly themeMode?: ThemeMode
  readonly themeVariables?: WidgetThemeVariables
  /** The namespaces' adapters; a deferred one (`@airlock/adapters`' factories) loads once the
   * widget runs (issue 27). */
  readonly adapters: readonly WidgetAdapter[]
  /** The requested networks; every adapter's networks when absent. */
  readonly networks?: readonly CaipNetwork[]
  readonly defaultNetwork?: CaipNetworkId
  readonly features?: FeaturesConfig
  /** spec §5: the sign-in config; cannot be set together with `siwx`. */
  readonly siweConfig?: SignInConfig
  readonly siwx?: SignInConfig
  /** spec §2: the modal is embedded in the page; closing returns to its root view. */
  readonly embedded?: boolean
  readonly allowUnsupportedChain?: boolean
  readonly enableNetworkSwitch?: boolean
  /** spec §2: basic WalletConnect mode (no adapters' connectors, only pairing). */
  readonly basic?: boolean
  readonly featuredWalletIds?: readonly string[]
  /** spec §5: wallets hidden by id, rdns or name. */
  readonly excludedWallets?: readonly string[]
  /**
   * spec §2 "custom" connectors: wallets the directory does not list, shown in the Connect
   * view's custom section. Each pairs over WalletConnect and opens with its own links.
   */
  readonly customWallets?: readonly CustomWallet[]
  /** spec §2 "Configured order overrides come first": these Connect view sections first, in
   * this order; the others after them in the default order. */
  readonly connectorOrder?: readonly ConnectorSectionType[]
  /** spec §9 "polling off, 30000 ms": the shown history asks for its newest page every 30 s. */
  readonly historyPolling?: boolean
  /** spec §3: the storage prefix, `appkit` by default. */
  readonly storagePrefix?: string
  /** Where values are kept; the browser's localStorage, or memory without a window. */
  readonly storage?: StorageBackend
  /** The machines' clock; tests pass xstate's SimulatedClock. */
  readonly clock?: Clock
  /** Where the widget's services live (spec §7); the public services by default. */
  readonly services?: ServiceEndpoints
  /** The WalletConnect transport (`createWalletConnect` from @airlock/adapters/walletconnect). */
  readonly walletConnect?: PairingSource
  /** The embedded e-mail/social wallet (`createEmbeddedWallet` from @airlock/adapters/embedded). */
  readonly embeddedWallet?: AuthConnector
  /** spec §7 error telemetry (at most 5 reports a minute); on by default. */
  readonly enableTelemetry?: boolean
  /** Issue 29 (12): what the widget detected from the browser is used unless set here. */
  readonly platform?: Partial<Platform>
}

/** spec §2 custom connector: a wallet the host lists itself (the directory's listing shape). */
export const CustomWallet = Schema.Struct({
  ...WalletListingSchema.fields,
  id: Schema.NonEmptyString,
  name: Schema.NonEmptyString,
})
export type CustomWallet = typeof CustomWallet.Type

/** A custom wallet needs an id and a name; its links, when given, are text. */
export class InvalidCustomWalletError extends Data.TaggedError('InvalidCustomWalletError')<{
  readonly issue: string
}> {
  override get message() {
    return `Invalid custom wallet: ${this.issue}`
  }
}

/** The metadata must be what it says (a name, web URLs): wallets show it to the person. */
export class InvalidDappMetadataError extends Data.TaggedError('InvalidDappMetadataError')<{
  readonly issue: string
}> {
  override get message() {
    return `Invalid metadata: ${this.issue}`
  }
}

export type WidgetConfigError =
  | InvalidDappMetadataError
  | InvalidCustomWalletError
  | CheckedConfigError

export interface ResolvedConfig extends CheckedConfig {
  /** Every adapter as the running widget calls it: deferred ones behind runningAdapter, the
   * auth connector joined to its namespace's. */
  readonly adapters: readonly ChainAdapter[]
  readonly metadata?: DappMetadata
  /** The theme at start; the root machine holds the current one. */
  readonly theme: WidgetTheme
  /** The toggles at start; the root machine holds the current ones (the project's remote
   * config fills what the host did not set: `hostFeatures`). */
  readonly features: Features
  readonly hostFeatures?: FeaturesConfig
  readonly signIn: { readonly enabled: boolean; readonly required: boolean }
  readonly signInConfig?: SignInConfig
  readonly embedded: boolean
  readonly allowUnsupportedChain: boolean
  readonly enableNetworkSwitch: boolean
  readonly basic: boolean
  readonly featuredWalletIds: readonly string[]
  readonly excludedWallets: readonly string[]
  readonly customWallets: readonly CustomWallet[]
  readonly connectorOrder: readonly ConnectorSectionType[]
  readonly historyPolling: boolean
  readonly storagePrefix?: string
  readonly storage?: StorageBackend
  readonly clock?: Clock
  readonly services: ServiceEndpoints
  readonly walletConnect?: PairingSource
  readonly embeddedWallet?: AuthConnector
  readonly enableTelemetry: boolean
  readonly platform: Platform
}

/** The widget's settings, from the config createWidget has checked already (checkConfig). */
export function resolveConfig(
  config: WidgetConfig,
  checked: CheckedConfig,
): Result.Result<ResolvedConfig, InvalidDappMetadataError | InvalidCustomWalletError> {
  const customWallets = Schema.decodeUnknownResult(Schema.Array(CustomWallet))(
    config.customWallets ?? [],
  )
  if (Result.isFailure(customWallets)) {
    return Result.fail(new InvalidCustomWalletError({ issue: customWallets.failure.message }))
  }
  const metadata =
    config.metadata === undefined
      ? undefined
      : Schema.decodeUnknownResult(DappMetadata)(config.metadata)
  if (metadata && Result.isFailure(metadata)) {
    return Result.fail(new InvalidDappMetadataError({ issue: metadata.failure.message }))
  }
  const signIn = config.siweConfig ?? config.siwx
  return Result.succeed({
    ...checked,
    adapters: withAuthAdapter(config.adapters.map(runningAdapter), config.embeddedWallet),
    metadata: metadata?.success,
    theme: startTheme(config),
    features: resolveFeatures(config.features),
    hostFeatures: config.features,
    signIn: { enabled: signIn !== undefined, required: signIn?.required ?? false },
    signInConfig: signIn,
    embedded: config.embedded ?? false,
    allowUnsupportedChain: config.allowUnsupportedChain ?? false,
    enableNetworkSwitch: config.enableNetworkSwitch ?? true,
    basic: config.basic ?? false,
    featuredWalletIds: config.featuredWalletIds ?? [],
    excludedWallets: config.excludedWallets ?? [],
    customWallets: customWallets.success,
    connectorOrder: config.connectorOrder ?? [],
    historyPolling: config.historyPolling ?? HISTORY_POLLING_DEFAULT_ENABLED,
    storagePrefix: config.storagePrefix,
    storage: config.storage,
    clock: config.clock,
    services: config.services ?? {},
    walletConnect: config.walletConnect,
    embeddedWallet: config.embeddedWallet,
    enableTelemetry: config.enableTelemetry ?? true,
    platform: resolvePlatform(config.platform, platformOf(browserPlatformSignals())),
  })
}
