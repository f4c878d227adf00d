// spec §4 token send on solana: build the transfer, let the wallet sign and send it
// (solana:signAndSendTransaction, or solana:signTransaction and our own send), report the
// signature as pending, then wait for 'confirmed' within spec §9's receipt wait; and what such a
// transfer costs in fees (issue 25). Loaded on the first send or estimate (issue 10), and given
// web3.js (./web3).
import {
  TransactionRevertedError,
  type TransferError,
  UnsupportedOperationError,
  WaitForTransactionReceiptTimeoutError,
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
import { checkTokenSend } from './tokenSendChecks'
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
  readonly decimals?: number
}

/** The unsigned transfer on a fresh blockhash: the same for the send and its fee estimate. */
function buildTransfer(web3: SolanaWeb3, parts: SolanaTransferParts) {
  return Effect.gen(function* () {
    const { connection } = parts
    const from = toPublicKey(web3, parts.from)
    const instructions = yield* Effect.tryPromise({
      try: () =>
        transferInstructions(web3, {
          connection,
          from,
          to: toPublicKey(web3, parts.to),
          amount: parts.amount,
          mint: parts.mint ? toPublicKey(web3, parts.mint) : undefined,
          decimals: parts.decimals,
        }),
      catch: rpcFailure,
    })
    const { blockhash, lastValidBlockHeight } = yield* Effect.tryPromise({
      try: () => connection.getLatestBlockhash('confirmed'),
      catch: rpcFailure,
    })
    const transaction = new web3.Transaction({ feePayer: from, blockhash, lastValidBlockHeight })
    return { transaction: transaction.add(...instructions), blockhash, lastValidBlockHeight }
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

/** The send, on the loaded web3.js (./web3). */
export function transfer(
  web3: SolanaWeb3,
  request: SolanaTransferRequest,
): Effect.Effect<string, TransferError> {
  return Effect.gen(function* () {
    const { connection } = request
    if (request.mint) {
      yield* checkTokenSend(web3, {
        connection,
        to: request.to,
        mint: request.mint,
        decimals: request.decimals,
        recipientConfirmed: request.recipientConfirmed,
      })
    }
    const { transaction, blockhash, lastValidBlockHeight } = yield* buildTransfer(web3, {
      connection,
      from: request.account.address,
      to: request.to,
      amount: request.amount,
      mint: request.mint,
      decimals: request.decimals,
    })
    const unsigned = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    const signature = yield* signAndSend(request, unsigned).pipe(Effect.mapError(asSendError))
    request.onSubmitted?.(signature)
    const confirmed = yield* Effect.tryPromise({
      try: (signal) =>
        connection.confirmTransaction(
          { signature, blockhash, lastValidBlockHeight, abortSignal: signal },
          'confirmed',
        ),
      catch: () => new WaitForTransactionReceiptTimeoutError({ hash: signature }),
    }).pipe(
      Effect.timeoutOrElse({
        duration: Duration.millis(RECEIPT_WAIT_TIMEOUT_MS),
        orElse: () => Effect.fail(new WaitForTransactionReceiptTimeoutError({ hash: signature })),
      }),
    )
    if (confirmed.value.err !== null) {
      return yield* Effect.fail(
        new TransactionRevertedError({ reason: JSON.stringify(confirmed.value.err) }),
      )
    }
    return signature
  })
}
