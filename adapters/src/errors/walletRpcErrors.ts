// Issue 26: the adapters' failures that are not a wallet's own answer, as classes. Each is a
// WalletRpcError (its `_tag`, so the adapter contract's WalletError union and every `_tag` check
// stay as they are) with its own name and, where EIP-1193/EIP-1474 gives one, its code:
// `error instanceof BalanceError` instead of comparing `error.name` strings.
import { WalletRpcError } from '@airlock/core/adapter'

interface Failure {
  readonly message: string
  readonly cause?: unknown
}

/**
 * A WalletRpcError class of one name and code. Subclass it under that name:
 * `class BalanceError extends walletRpcErrorClass('BalanceError', undefined) {}`. The return type
 * is written out so the published declarations can name it.
 */
function walletRpcErrorClass(
  name: string,
  code: number | undefined,
): new (
  failure: Failure,
) => WalletRpcError {
  return class extends WalletRpcError {
    constructor({ message, cause }: Failure) {
      super({ code, name, message, cause })
    }
  }
}

/** spec §5: a call refused before any wallet or node sees it (EIP-1474 invalid params). */
export class InvalidParamsRpcError extends walletRpcErrorClass('InvalidParamsRpcError', -32602) {}

/** The wallet exposes no account (or not this one) to the site (EIP-1193 unauthorized). */
export class UnauthorizedProviderError extends walletRpcErrorClass(
  'UnauthorizedProviderError',
  4100,
) {}

/** The wallet answered with something that is not what the method returns (EIP-1474 internal). */
export class InternalRpcError extends walletRpcErrorClass('InternalRpcError', -32603) {}

/** A wallet's answer of the wrong shape (a connect without accounts, a signature not a string). */
export class MalformedWalletAnswerError extends walletRpcErrorClass(
  'MalformedWalletAnswerError',
  undefined,
) {}

/** The node or API could not give a balance. */
export class BalanceError extends walletRpcErrorClass('BalanceError', undefined) {}

/** The node could not estimate a transfer's fee (issue 25). */
export class FeeEstimateError extends walletRpcErrorClass('FeeEstimateError', undefined) {}

/** A Solana RPC call failed (the blockhash, a token account, the fee of a message). */
export class SolanaRpcError extends walletRpcErrorClass('SolanaRpcError', undefined) {}

/** Code loaded on first use (the transfer code, the Solana RPC, the wallet registry) did not load. */
export class CodeUnavailableError extends walletRpcErrorClass('CodeUnavailableError', undefined) {}
