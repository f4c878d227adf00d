// spec §5: "Sign-in config and siwx option cannot both be set; project id must be configured."
import { fixedMessageError } from './fixedMessageError'

/** spec §8 alert 'Project ID Not Configured'. */
export class ProjectIdNotConfiguredError extends fixedMessageError(
  'ProjectIdNotConfiguredError',
  'Project ID Not Configured',
) {}

export class SignInConfigConflictError extends fixedMessageError(
  'SignInConfigConflictError',
  'Cannot set both the sign-in config (siweConfig) and the siwx option',
) {}
