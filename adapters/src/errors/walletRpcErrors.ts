// Issue 26: the adapters' failures that are not a wallet's own answer, as classes. Each is a
// WalletRpcError (its `_tag`, so the adapter contract's WalletError union and every `_tag` check
// stay as they are) with its own name and, where EIP-1193/EIP-1474 gives one, its code:
// `error instanceof BalanceError` instead of comparing `error.name` strings.
import { WalletRpcError } from '@airlock/core/adapter'

interface Failure {
  readonly message: string
  readonly cause?: unknown
}

/** spec §5: a call refused before any wallet or node sees it (EIP-1474 invalid params, -32602). */
export class InvalidParamsRpcError extends WalletRpcError {
  constructor({ message, cause }: Failure) {
    super({ code: -32602, name: 'InvalidParamsRpcError', message, cause })
  }
}

/** The wallet exposes no account (or not this one) to the site (EIP-1193 unauthorized, 4100). */
export class UnauthorizedProviderError extends WalletRpcError {
  constructor({ message, cause }: Failure) {
    super({ code: 4100, name: 'UnauthorizedProviderError', message, cause })
  }
}

/** The wallet answered with something that is not what the method returns (EIP-1474 -32603). */
export class InternalRpcError extends WalletRpcError {
  constructor({ message, cause }: Failure) {
    super({ code: -32603, name: 'InternalRpcError', message, cause })
  }
}

/** A wallet's answer of the wrong shape (a connect without accounts, a signature not a string). */
export class MalformedWalletAnswerError extends WalletRpcError {
  constructor({ message, cause }: Failure) {
    super({ code: undefined, name: 'MalformedWalletAnswerError', message, cause })
  }
}

/** The node or API could not give a balance. */
export class BalanceError extends WalletRpcError {
  constructor({ message, cause }: Failure) {
    super({ code: undefined, name: 'BalanceError', message, cause })
  }
}

/** The node could not estimate a transfer's fee (issue 25). */
export class FeeEstimateError extends WalletRpcError {
  constructor({ message, cause }: Failure) {
    super({ code: undefined, name: 'FeeEstimateError', message, cause })
  }
}

/** A Solana RPC call failed (the blockhash, a token account, the fee of a message). */
export class SolanaRpcError extends WalletRpcError {
  constructor({ message, cause }: Failure) {
    super({ code: undefined, name: 'SolanaRpcError', message, cause })
  }
}

/** Code loaded on first use (the transfer code, the Solana RPC, the wallet registry) did not load. */
export class CodeUnavailableError extends WalletRpcError {
  constructor({ message, cause }: Failure) {
    super({ code: undefined, name: 'CodeUnavailableError', message, cause })
  }
}
