// Issue 28 (4) on solana: before an SPL token send reaches the wallet, the mint's own decimals
// must be the ones the amount was scaled with (the API's), and the recipient must be a wallet:
// an address off the curve, or a token account pasted as the recipient, gets an associated
// token account that no one can sign for. Those go only once the visitor confirmed them.
import {
  TokenDecimalsMismatchError,
  UnusualRecipientError,
  type WalletRpcError,
} from '@airlock/core/adapter'
import type { Connection } from '@solana/web3.js'
import { Effect } from 'effect'
import { SolanaRpcError } from '../errors/walletRpcErrors'
import { mintDecimals, splToken } from './splToken'
import type { SolanaWeb3 } from './web3'

export interface TokenSendCheck {
  readonly connection: Connection
  readonly to: string
  readonly mint: string
  readonly decimals?: number
  readonly recipientConfirmed?: boolean
}

const accountInfo = (
  connection: Connection,
  address: Parameters<Connection['getAccountInfo']>[0],
) =>
  Effect.tryPromise({
    try: () => connection.getAccountInfo(address),
    catch: (cause) =>
      new SolanaRpcError({
        message: cause instanceof Error ? cause.message : String(cause),
        cause,
      }),
  })

export function checkTokenSend(
  web3: SolanaWeb3,
  check: TokenSendCheck,
): Effect.Effect<void, TokenDecimalsMismatchError | UnusualRecipientError | WalletRpcError> {
  return Effect.gen(function* () {
    const { TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID } = splToken(web3)
    const isTokenProgram = (owner: { equals(other: unknown): boolean }) =>
      owner.equals(TOKEN_PROGRAM_ID) || owner.equals(TOKEN_2022_PROGRAM_ID)
    if (check.decimals !== undefined) {
      const mint = yield* accountInfo(check.connection, new web3.PublicKey(check.mint))
      // Not a mint at all: the transfer itself says so.
      const onChain = mint && isTokenProgram(mint.owner) ? mintDecimals(mint.data) : undefined
      if (onChain !== undefined && onChain !== check.decimals) {
        return yield* Effect.fail(
          new TokenDecimalsMismatchError({ token: check.mint, listed: check.decimals, onChain }),
        )
      }
    }
    if (check.recipientConfirmed) return
    const to = new web3.PublicKey(check.to)
    // A token account first: an associated one is off the curve too, and this says more.
    const recipient = yield* accountInfo(check.connection, to)
    if (recipient && isTokenProgram(recipient.owner)) {
      return yield* Effect.fail(new UnusualRecipientError({ to: check.to, kind: 'tokenAccount' }))
    }
    if (!web3.PublicKey.isOnCurve(to.toBytes())) {
      return yield* Effect.fail(new UnusualRecipientError({ to: check.to, kind: 'offCurve' }))
    }
  })
}
