// spec §8: the JSON-RPC and EIP-1193 codes a wallet or node answers with, turned into tagged
// errors. viem already names every one of them (with EIP-1193, EIP-1474 and EIP-5792
// wording), so its classes are the source of each code's name and message.
import { Data } from 'effect'
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
import { fieldOf } from './errorInfo'

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
