// What a Wallet Standard wallet throws, as the adapter contract's tagged errors. The standard
// names no error codes; most Solana wallets throw an Error with the EIP-1193 `code` (4001 for a
// refusal), and the rest only say so in words ("User rejected the request", "Transaction
// cancelled", "denied"), so both count as the person's refusal (spec §8: 4001).
import { toWalletRpcError, UserRejectedError, type WalletRpcError } from '@airlock/core/adapter'

const refusal = /user rejected|rejected the request|request rejected|cancel+ed|denied|declined/i

export function toSolanaWalletError(error: unknown): UserRejectedError | WalletRpcError {
  const tagged = toWalletRpcError(error)
  if (tagged._tag === 'UserRejectedError' || tagged.code !== undefined) return tagged
  return refusal.test(tagged.message) ? new UserRejectedError({ cause: error }) : tagged
}
