// spec §8 "Node texts map to named errors", for Solana: a send the node refused in preflight
// (web3.js SendTransactionError, relayed by the wallet or thrown by our own send) becomes the
// named node error. Lamports or tokens short → InsufficientFundsError; any other program
// failure → ExecutionRevertedError with the node's "Error processing Instruction" text as reason.
import {
  ExecutionRevertedError,
  InsufficientFundsError,
  type UnsupportedOperationError,
  type UserRejectedError,
  type WalletRpcError,
} from '@airlock/core/adapter'
import { fieldOf } from '@airlock/core/internal'

export type SignAndSendError = UserRejectedError | WalletRpcError | UnsupportedOperationError

const insufficient =
  /insufficient lamports|insufficient funds|Attempt to debit an account but found no record of a prior credit/i
const programFailure = /Error processing Instruction \d+: [^.\n]*/

function logsOf(error: unknown): readonly string[] {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const logs = fieldOf(current, 'logs')
    if (Array.isArray(logs)) return logs.map(String)
    current = fieldOf(current, 'cause')
  }
  return []
}

export function asSendError(
  error: SignAndSendError,
): SignAndSendError | InsufficientFundsError | ExecutionRevertedError {
  if (error._tag !== 'WalletRpcError') return error
  const details = [error.message, ...logsOf(error.cause)].join('\n')
  if (insufficient.test(details)) return new InsufficientFundsError({ details, cause: error })
  const failure = programFailure.exec(details)
  if (failure || /simulation failed/i.test(details)) {
    return new ExecutionRevertedError({ details, reason: failure?.[0], cause: error })
  }
  return error
}
