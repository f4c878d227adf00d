// spec §8: the JSON-RPC and EIP-1193 codes a wallet or node answers with, turned into tagged
// errors. viem already names every one of them (with EIP-1193, EIP-1474 and EIP-5792
// wording), so its classes are the source of each code's name and message. Apart from
// ./walletRpc (issue 27): building this table makes 25 of viem's errors as the module loads.
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { readRpcCode, UserRejectedError, WalletRpcError } from './walletRpc'

const viemRpcErrors = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
] as const

export interface RpcCodeInfo {
  readonly code: number
  /** viem's class name for the code, e.g. `UserRejectedRequestError`. */
  readonly name: string
  /** The standard short message, e.g. `User rejected the request.` */
  readonly message: string
}

/** Where a code's standard words do not tell the visitor what happened. Issue 28: wallets answer
 * -32002 when a request of the site's is still open in them ("already pending"); viem's words
 * ('Requested resource not available.') name no cause. */
const clearerMessages: ReadonlyMap<number, string> = new Map([
  [-32002, 'The wallet already has a request open: answer it in the wallet, then try again.'],
])

/** spec §8: every JSON-RPC (-32700 … -32006) and EIP-1193/5792 (4001 … 5760) code we name. */
export const rpcCodes: ReadonlyMap<number, RpcCodeInfo> = new Map(
  viemRpcErrors.map((ErrorClass) => {
    const sample = new ErrorClass(new Error())
    const message = clearerMessages.get(ErrorClass.code) ?? sample.shortMessage
    // The instance name, not the class name: minifiers rename classes.
    return [ErrorClass.code, { code: ErrorClass.code, name: sample.name, message }]
  }),
)

function readMessage(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null) {
    if ('shortMessage' in error && typeof error.shortMessage === 'string' && error.shortMessage)
      return error.shortMessage
    if ('message' in error && typeof error.message === 'string' && error.message)
      return error.message
  }
  return typeof error === 'string' && error ? error : undefined
}

/** Turns whatever a provider threw or rejected with into a tagged error. Never throws. */
export function toWalletRpcError(error: unknown): UserRejectedError | WalletRpcError {
  if (error instanceof UserRejectedError || error instanceof WalletRpcError) return error
  const code = readRpcCode(error)
  if (code === UserRejectedRequestError.code) return new UserRejectedError({ cause: error })
  const known = code === undefined ? undefined : rpcCodes.get(code)
  return new WalletRpcError({
    code,
    name: known?.name ?? 'UnknownRpcError',
    message: known?.message ?? readMessage(error) ?? 'An unknown RPC error occurred.',
    cause: error,
  })
}
