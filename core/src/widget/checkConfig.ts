// The configuration rules that need none of the widget's code (issue 27): createWidget checks
// them before the widget has loaded, so a host's mistake still throws at once, typed, with the
// spec's message. resolveConfig (config.ts) starts from them once the widget runs.
import { Data, Result } from 'effect'
import { checkConfigRules } from '../domain/configRules'
import type { CaipNetwork, ChainNamespace } from '../domain/types'
import type { ProjectIdNotConfiguredError, SignInConfigConflictError } from '../errors/config'
import { NetworkNotFoundError } from '../errors/sdk'
import { withAuthListed } from '../flows/embeddedWallet/withAuthListed'
import type { WidgetConfig, WidgetTheme } from './config'

/** A widget needs at least one adapter and one network to connect on. */
export class NoNetworksConfiguredError extends Data.TaggedError('NoNetworksConfiguredError')<
  Record<never, never>
> {
  override readonly message = 'No networks configured: pass adapters with networks'
}

/** Two adapters for one namespace would fight over its connection. */
export class DuplicateAdapterError extends Data.TaggedError('DuplicateAdapterError')<{
  readonly namespace: ChainNamespace
}> {
  override get message() {
    return `Two adapters were given for the namespace ${this.namespace}`
  }
}

export type CheckedConfigError =
  | ProjectIdNotConfiguredError
  | SignInConfigConflictError
  | NoNetworksConfiguredError
  | DuplicateAdapterError
  | NetworkNotFoundError

export interface CheckedConfig {
  readonly projectId: string
  readonly namespaces: readonly ChainNamespace[]
  readonly networks: readonly CaipNetwork[]
  readonly defaultNetwork: CaipNetwork
}

export function checkConfig(
  config: WidgetConfig,
): Result.Result<CheckedConfig, CheckedConfigError> {
  const checked = checkConfigRules(config)
  if (Result.isFailure(checked)) return Result.fail(checked.failure)
  const adapters = withAuthListed(config.adapters, config.embeddedWallet)
  const namespaces = adapters.map((adapter) => adapter.namespace)
  const duplicate = namespaces.find((namespace, index) => namespaces.indexOf(namespace) !== index)
  if (duplicate) return Result.fail(new DuplicateAdapterError({ namespace: duplicate }))
  const networks = config.networks ?? adapters.flatMap((adapter) => adapter.networks)
  const first = networks[0]
  if (!first) return Result.fail(new NoNetworksConfiguredError())
  const defaultNetwork =
    config.defaultNetwork === undefined
      ? first
      : networks.find((network) => network.caipNetworkId === config.defaultNetwork)
  if (!defaultNetwork) {
    return Result.fail(new NetworkNotFoundError({ cause: config.defaultNetwork }))
  }
  return Result.succeed({
    projectId: checked.success.projectId,
    namespaces,
    networks,
    defaultNetwork,
  })
}

/** spec §2 Theme: the host's mode (dark by default) and variables, as the widget starts. */
export function startTheme(config: WidgetConfig): WidgetTheme {
  return {
    themeMode: config.themeMode ?? 'dark',
    ...(config.themeVariables ? { themeVariables: config.themeVariables } : {}),
  }
}
