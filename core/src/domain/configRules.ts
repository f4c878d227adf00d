// spec §5: "Sign-in config and siwx option cannot both be set; project id must be configured."
import { Result } from 'effect'
import { ProjectIdNotConfiguredError, SignInConfigConflictError } from '../errors/config'

export interface ConfigRulesInput {
  readonly projectId?: string
  readonly siweConfig?: unknown
  readonly siwx?: unknown
}

export function checkConfigRules<C extends ConfigRulesInput>(
  config: C,
): Result.Result<
  C & { readonly projectId: string },
  ProjectIdNotConfiguredError | SignInConfigConflictError
> {
  const projectId = config.projectId?.trim()
  if (!projectId) return Result.fail(new ProjectIdNotConfiguredError())
  if (config.siweConfig !== undefined && config.siwx !== undefined) {
    return Result.fail(new SignInConfigConflictError())
  }
  return Result.succeed({ ...config, projectId })
}
