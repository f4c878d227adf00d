// spec §4 token send on solana: build the transfer, let the wallet sign and send it
// (solana:signAndSendTransaction, or solana:signTransaction and our own send), report the
// signature as pending, then wait for 'confirmed' within spec §9's receipt wait; and what such a
// transfer costs in fees (issue 25). Loaded on the first send or estimate (issue 10), and given
// web3.js (./web3).
import {
  TokenDecimalsMismatchError,
  TransactionRevertedError,
  type TransferError,
  UnsupportedOperationError,
  UnusualRecipientError,
  type WalletRpcError,
} from '@airlock/core/adapter'
import { RECEIPT_WAIT_TIMEOUT_MS } from '@airlock/core/internal'
import { base58 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Connection } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { Duration, Effect } from 'effect'
import { SolanaRpcError } from '../errors/walletRpcErrors'
import { asSendError, type SignAndSendError } from './sendErrors'
import { signatureWaitFailure } from './signatureWaitFailure'
import { splToken } from './splToken'
import { toPublicKey, transferInstructions } from './transferInstructions'
import { toSolanaWalletError } from './walletErrors'
import type { SolanaWeb3 } from './web3'

export interface SolanaTransferRequest {
  readonly wallet: Wallet
  readonly account: WalletAccount
  readonly chain: IdentifierString
  readonly connection: Connection
  readonly to: string
  readonly amount: bigint
  readonly mint?: string
  /** The decimals `amount` was scaled with (issue 28 (4)): the mint's must be the same. */
  readonly decimals?: number
  /** The visitor chose to send to an unusual recipient anyway. */
  readonly recipientConfirmed?: boolean
  readonly onSubmitted?: (signature: string) => void
}

const rpcFailure = (cause: unknown) =>
  new SolanaRpcError({ message: cause instanceof Error ? cause.message : String(cause), cause })

/** The wallet signs and sends; the signature as base58. */
function signAndSend(
  request: SolanaTransferRequest,
  transaction: Uint8Array,
): Effect.Effect<string, SignAndSendError> {
  const { wallet, account, chain, connection } = request
  const features = wallet.features as Partial<
    SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature
  >
  const sendFeature = features['solana:signAndSendTransaction']
  if (sendFeature) {
    return Effect.tryPromise({
      try: () => sendFeature.signAndSendTransaction({ account, chain, transaction }),
      catch: toSolanaWalletError,
    }).pipe(Effect.map(([output]) => base58.encode(output?.signature ?? new Uint8Array())))
  }
  const signFeature = features['solana:signTransaction']
  if (!signFeature) {
    return Effect.fail(
      new UnsupportedOperationError({ operation: 'transfer', namespace: 'solana' }),
    )
  }
  return Effect.tryPromise({
    try: () => signFeature.signTransaction({ account, chain, transaction }),
    catch: toSolanaWalletError,
  }).pipe(
    Effect.flatMap(([output]) =>
      Effect.tryPromise({
        try: () => connection.sendRawTransaction(output?.signedTransaction ?? new Uint8Array()),
        catch: toSolanaWalletError,
      }),
    ),
  )
}

/** What a transfer moves, before any wallet sees it. */
export interface SolanaTransferParts {
  readonly connection: Connection
  readonly from: string
  readonly to: string
  readonly amount: bigint
  readonly mint?: string
}

/** The unsigned transfer on a fresh blockhash: the same for the send and its fee estimate. */
function buildTransfer(web3: SolanaWeb3, parts: SolanaTransferParts) {
  return Effect.gen(function* () {
    const { connection } = parts
    const from = toPublicKey(web3, parts.from)
    const { instructions, decimals } = yield* Effect.tryPromise({
      try: () =>
        transferInstructions(web3, {
          connection,
          from,
          to: toPublicKey(web3, parts.to),
          amount: parts.amount,
          mint: parts.mint ? toPublicKey(web3, parts.mint) : undefined,
        }),
      catch: rpcFailure,
    })
    const { blockhash, lastValidBlockHeight } = yield* Effect.tryPromise({
      try: () => connection.getLatestBlockhash('confirmed'),
      catch: rpcFailure,
    })
    const transaction = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight })
    return {
      transaction: transaction.add(...instructions),
      decimals,
      blockhash,
      lastValidBlockHeight,
    }
  })
}

/**
 * Issue 25: the Send view's network fee, what the node charges for the transfer's message (its
 * signatures). A new token account's rent is a deposit, not a fee, and is not counted.
 */
export function estimateTransferFee(
  web3: SolanaWeb3,
  parts: SolanaTransferParts,
): Effect.Effect<bigint, WalletRpcError> {
  return Effect.gen(function* () {
    const { transaction } = yield* buildTransfer(web3, parts)
    const { value } = yield* Effect.tryPromise({
      try: () => parts.connection.getFeeForMessage(transaction.compileMessage(), 'confirmed'),
      catch: rpcFailure,
    })
    // null: the node no longer knows the blockhash it just gave (it cannot price the message).
    if (value === null) return yield* Effect.fail(rpcFailure('The node could not price the fee.'))
    return BigInt(value)
  })
}

/**
 * Issue 28 (4): a token's recipient must be a wallet. A token account pasted as the recipient,
 * or an address off the curve, gets an associated token account no one can sign for: sent only
 * once the visitor confirmed it. The token account first: an associated one is off the curve too.
 */
function checkRecipient(web3: SolanaWeb3, connection: Connection, to: string) {
  return Effect.gen(function* () {
    const recipient = toPublicKey(web3, to)
    const account = yield* Effect.tryPromise({
      try: () => connection.getAccountInfo(recipient),
      catch: rpcFailure,
    })
    if (account && splToken(web3).isTokenProgram(account.owner)) {
      return yield* Effect.fail(new UnusualRecipientError({ to, kind: 'tokenAccount' }))
    }
    if (!web3.PublicKey.isOnCurve(recipient.toBytes())) {
      return yield* Effect.fail(new UnusualRecipientError({ to, kind: 'offCurve' }))
    }
  })
}

/** The send, on the loaded web3.js (./web3). */
export function transfer(
  web3: SolanaWeb3,
  request: SolanaTransferRequest,
): Effect.Effect<string, TransferError> {
  return Effect.gen(function* () {
    const { connection, mint } = request
    if (mint && !request.recipientConfirmed) yield* checkRecipient(web3, connection, request.to)
    const { transaction, decimals, blockhash, lastValidBlockHeight } = yield* buildTransfer(web3, {
      connection,
      from: request.account.address,
      to: request.to,
      amount: request.amount,
      mint,
    })
    // Issue 28 (4): the mint's own decimals are the ones the amount was scaled with.
    if (mint && request.decimals !== undefined && decimals !== request.decimals) {
      return yield* Effect.fail(
        new TokenDecimalsMismatchError({
          token: mint,
          listed: request.decimals,
          onChain: decimals,
        }),
      )
    }
    const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    const signature = yield* signAndSend(request, unsigned).pipe(Effect.mapError(asSendError))
    request.onSubmitted?.(signature)
    const confirmed = yield* Effect.tryPromise({
      try: (signal) =>
        connection.confirmTransaction(
          { signature, blockhash, lastValidBlockHeight, abortSignal: signal },
          'confirmed',
        ),
      catch: () => 'unanswered' as const,
    }).pipe(
      Effect.timeoutOrElse({
        duration: Duration.millis(RECEIPT_WAIT_TIMEOUT_MS),
        orElse: () => Effect.fail('unanswered' as const),
      }),
      Effect.option,
    )
    // spec §8: a wait that ended without an answer is asked of the node once more.
    if (confirmed._tag === 'None') return yield* signatureWaitFailure(connection, signature)
    if (confirmed.value.value.err !== null) {
      return yield* Effect.fail(
        new TransactionRevertedError({ reason: JSON.stringify(confirmed.value.value.err) }),
      )
    }
    return signature
  })
}
