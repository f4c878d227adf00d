// One call into a browser wallet of the bip122, polkadot or cosmos conventions, as an effect.
// These wallets throw plain errors (Keplr 'Request rejected', the polkadot extension
// 'Cancelled', sats-connect -32000), so a refusal is recognised by its code or its words and
// becomes the project's UserRejectedError (spec §8: 4001); anything else a WalletRpcError.
// Like the EVM adapter the effect is interruptible, so the machine that runs it bounds it
// (autoReconnect, disconnect, leaving a view); `timeoutMs` adds the adapter's own bound, failing
// with WalletTimeoutError, for the calls that must never wait on a silent wallet.
import {
  toWalletRpcError,
  UserRejectedError,
  type WalletRpcError,
  WalletTimeoutError,
} from '@airlock/core/adapter'
import { Effect } from 'effect'
import { MalformedWalletAnswerError } from '../errors/walletRpcErrors'

export type WalletCallError = UserRejectedError | WalletRpcError | WalletTimeoutError

/** sats-connect's USER_REJECTION code, next to EIP-1193's 4001 that toWalletRpcError knows. */
const rejectionCodes = new Set([4001, -32000])
const rejectionWords = /\b(reject(ed)?|cancel(l?ed)?|declined)\b/i

/** Whatever a wallet threw, as a tagged error; a refusal is UserRejectedError. */
export function toWalletCallError(error: unknown): UserRejectedError | WalletRpcError {
  const tagged = toWalletRpcError(error)
  if (tagged._tag === 'UserRejectedError') return tagged
  const code = tagged.code
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if ((code !== undefined && rejectionCodes.has(code)) || rejectionWords.test(text)) {
    return new UserRejectedError({ cause: error })
  }
  return tagged
}

export function walletCall<A>(
  operation: string,
  call: () => Promise<A>,
  timeoutMs?: number,
): Effect.Effect<A, WalletCallError> {
  const attempt = Effect.tryPromise({ try: call, catch: toWalletCallError })
  if (timeoutMs === undefined) return attempt
  return attempt.pipe(
    Effect.timeoutOrElse({
      duration: timeoutMs,
      orElse: () => Effect.fail(new WalletTimeoutError({ operation, timeoutMs })),
    }),
  )
}

/** A wallet answer that is not what its convention promises. */
export function malformedAnswer(operation: string, detail: string): WalletRpcError {
  return new MalformedWalletAnswerError({
    message: `The wallet answered ${operation} with ${detail}.`,
  })
}

/** How long the adapters wait for a wallet; prompts have no bound of their own by default. */
export interface WalletTimeouts {
  /** Calls that show the person a prompt (connect, sign). */
  readonly promptMs?: number
  /** Calls that never prompt (silent reconnect, account reads, disconnect). */
  readonly silentMs?: number
}
