// spec §8: the tagged errors a wallet's or node's JSON-RPC / EIP-1193 failure becomes, and the
// codes read from it. Which name and message each code has is ./walletRpcCodes (viem's classes),
// kept apart so a page that only names these errors (the hooks) loads none of viem's.
import { Data } from 'effect'
import { fieldOf } from './errorInfo'

/** EIP-1193 4001: the person declined in the wallet. Machines treat it as a cancel, not a fault. */
export class UserRejectedError extends Data.TaggedError('UserRejectedError')<{
  readonly cause?: unknown
}> {
  readonly code = 4001
  override readonly message = 'User rejected the request.'
}

/** Any other JSON-RPC / EIP-1193 failure, with its code and the standard message. */
export class WalletRpcError extends Data.TaggedError('WalletRpcError')<{
  readonly code: number | undefined
  readonly name: string
  readonly message: string
  readonly cause?: unknown
}> {}

/** Reads a numeric `code` from an error, looking through `cause` and `data.originalError`. */
export function readRpcCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    const code = fieldOf(current, 'code')
    if (typeof code === 'number' && Number.isInteger(code)) return code
    current = fieldOf(current, 'cause') ?? fieldOf(fieldOf(current, 'data'), 'originalError')
  }
  return undefined
}

/** The wallet has no such method: EIP-1193 4200 (unsupported method) or JSON-RPC -32601 (method
 * not found). A caller may then try another way; any other failure, a refusal included, stands. */
export function isUnsupportedMethod(error: unknown): boolean {
  const code = readRpcCode(error)
  return code === 4200 || code === -32601
}

/**
 * spec §8: "Wallet codes 4902, 5000, 32603 trigger add-chain after failed switch." 4902 is
 * EIP-3326's unrecognized chain; 5000 is the generic code some mobile wallets answer with;
 * 32603 is written unsigned in the spec, and wallets send it as JSON-RPC's -32603, so both
 * signs count.
 */
export const addChainTriggerCodes: readonly number[] = [4902, 5000, 32603, -32603]

export function shouldAddChainAfterSwitchError(error: unknown): boolean {
  const code = readRpcCode(error)
  return code !== undefined && addChainTriggerCodes.includes(code)
}
