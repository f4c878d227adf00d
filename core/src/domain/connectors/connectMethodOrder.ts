// spec §2: "Default connect method order: email, social, wallet." A host may configure another
// order; it must name each of the three methods exactly once.
import { Data, Result } from 'effect'

const connectMethods = ['email', 'social', 'wallet'] as const

export type ConnectMethod = (typeof connectMethods)[number]

/** spec §2: the default connect method order. */
const defaultConnectMethodOrder: readonly ConnectMethod[] = connectMethods

/**
 * A configured connect method order that is not a permutation of email, social and wallet.
 * Carries the default order as `fallback`, so the caller can report the error and carry on.
 */
export class InvalidConnectMethodOrderError extends Data.TaggedError(
  'InvalidConnectMethodOrderError',
)<{
  readonly configured: readonly string[]
  readonly fallback: readonly ConnectMethod[]
}> {
  override readonly message =
    `The connect method order must list ${connectMethods.join(', ')} once each, got [${this.configured.join(', ')}]; using the default order`
}

function isConnectMethod(name: string): name is ConnectMethod {
  return (connectMethods as readonly string[]).includes(name)
}

function isPermutationOfConnectMethods(
  configured: readonly string[],
): configured is readonly ConnectMethod[] {
  return (
    configured.length === connectMethods.length &&
    configured.every(isConnectMethod) &&
    new Set(configured).size === connectMethods.length
  )
}

/**
 * spec §2: the connect method order to use. No configured order gives the default; a valid one
 * is used as is; an invalid one fails with the default order as the error's `fallback`.
 */
export function connectMethodOrder(
  configured?: readonly string[],
): Result.Result<readonly ConnectMethod[], InvalidConnectMethodOrderError> {
  if (configured === undefined) return Result.succeed(defaultConnectMethodOrder)
  if (isPermutationOfConnectMethods(configured)) return Result.succeed(configured)
  return Result.fail(
    new InvalidConnectMethodOrderError({ configured, fallback: defaultConnectMethodOrder }),
  )
}
