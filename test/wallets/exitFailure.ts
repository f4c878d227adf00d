// The failure an effect ended with, for tests that assert on a typed error's tag and fields.
import { Exit } from 'effect'

export function exitFailure(result: Exit.Exit<unknown, unknown>): unknown {
  if (Exit.isSuccess(result)) throw new Error('expected a failure, got a success')
  const reason = result.cause.reasons[0]
  return reason && 'error' in reason ? reason.error : reason
}
