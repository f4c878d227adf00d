// spec §4 token send on eip155: a native or ERC-20 transfer through the wallet, then the
// receipt with the spec's numbers (180 s, 6 retries from 200 ms doubling) through viem. The
// return value of `transfer` is never decoded, so tokens that return nothing (USDT) work.
import {
  type CaipNetwork,
  type Eip1193Provider,
  isTransactionHash,
  type ReplacementReason,
  TokenDecimalsMismatchError,
  TransactionReplacedError,
  TransactionRevertedError,
  type TransferError,
  toNodeError,
} from '@airlock/core/adapter'
import {
  fieldOf,
  RECEIPT_RETRY_BASE_DELAY_MS,
  RECEIPT_RETRY_COUNT,
  RECEIPT_WAIT_TIMEOUT_MS,
} from '@airlock/core/internal'
import { Effect } from 'effect'
import {
  type Address,
  type Client,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  numberToHex,
} from 'viem'
import { call, readContract, waitForTransactionReceipt } from 'viem/actions'
import { InternalRpcError } from '../errors/walletRpcErrors'
import { walletOnNetwork } from './providerCalls'
import { receiptWaitFailure } from './receiptWaitFailure'
import { sendThroughWallet } from './sendThroughWallet'

export interface TransferRequest {
  readonly provider: Eip1193Provider
  readonly client: Client
  readonly network: CaipNetwork
  readonly from: Address
  readonly to: Address
  readonly amount: bigint
  readonly tokenAddress?: Address
  /** The decimals `amount` was scaled with, checked against the token's own (issue 28 (4)). */
  readonly decimals?: number
  /** A contract call: `to` is the contract and `amount` its value (spec §7 built swaps). */
  readonly data?: Hex
  readonly gas?: bigint
  readonly onSubmitted?: (hash: Hex) => void
  readonly onReplaced?: (replacement: { reason: ReplacementReason; hash: Hex }) => void
}

function callOf({ from, to, amount, tokenAddress, data: callData, gas }: TransferRequest) {
  if (callData) {
    const limit = gas ? { gas: numberToHex(gas) } : {}
    return { from, to, data: callData, value: numberToHex(amount), ...limit }
  }
  if (!tokenAddress) return { from, to, value: numberToHex(amount) }
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  return { from, to: tokenAddress, data }
}

/** The call, on its chain: EIP-1193 wallets refuse a transaction whose chainId is not theirs. */
const transaction = (request: TransferRequest) => ({
  ...callOf(request),
  chainId: numberToHex(Number(request.network.id)),
})

/** The revert reason, replaying the call at the block it was mined in. */
function revertReason(request: TransferRequest, blockNumber: bigint) {
  const { from, to, data, value } = callOf(request) as {
    from: Address
    to: Address
    data?: Hex
    value?: Hex
  }
  return Effect.tryPromise({
    try: () =>
      call(request.client, {
        account: from,
        to,
        data,
        value: value ? BigInt(value) : undefined,
        blockNumber,
      }),
    catch: (error) => error,
  }).pipe(
    Effect.match({
      onSuccess: () => undefined,
      onFailure: (error) => {
        const reported = fieldOf(error, 'details')
        const details = typeof reported === 'string' ? reported : String(error)
        const nodeError = toNodeError(details, error)
        return nodeError._tag === 'ExecutionRevertedError' ? nodeError.reason : undefined
      },
    }),
  )
}

/** Issue 28 (4): a token's own decimals (`decimals()`) are the ones the amount was scaled with. */
function checkDecimals({ client, tokenAddress, decimals }: TransferRequest) {
  if (!tokenAddress || decimals === undefined) return Effect.void
  return Effect.tryPromise(() =>
    readContract(client, { address: tokenAddress, abi: erc20Abi, functionName: 'decimals' }),
  ).pipe(
    Effect.orElseSucceed(() => undefined),
    Effect.flatMap((onChain) =>
      onChain === decimals
        ? Effect.void
        : Effect.fail(
            new TokenDecimalsMismatchError({
              token: tokenAddress,
              listed: decimals,
              ...(onChain === undefined ? {} : { onChain }),
            }),
          ),
    ),
  )
}

export function transfer(request: TransferRequest): Effect.Effect<Hex, TransferError> {
  return Effect.gen(function* () {
    yield* checkDecimals(request)
    yield* walletOnNetwork(request.provider, request.network)
    const hash = yield* sendThroughWallet(request.provider, request.client, transaction(request))
    // spec §5: a transaction hash is 0x and 64 hex digits.
    if (typeof hash !== 'string' || !isTransactionHash(hash)) {
      return yield* Effect.fail(
        new InternalRpcError({
          message: `The wallet returned ${String(hash)} for a transaction hash`,
        }),
      )
    }
    request.onSubmitted?.(hash as Hex)
    let replacedBy: { reason: ReplacementReason; hash: Hex } | undefined
    const receipt = yield* Effect.tryPromise(() =>
      waitForTransactionReceipt(request.client, {
        hash: hash as Hex,
        timeout: RECEIPT_WAIT_TIMEOUT_MS,
        retryCount: RECEIPT_RETRY_COUNT,
        retryDelay: ({ count }) => RECEIPT_RETRY_BASE_DELAY_MS * 2 ** count,
        onReplaced: ({ reason, transaction }) => {
          replacedBy = { reason, hash: transaction.hash }
          request.onReplaced?.(replacedBy)
        },
      }),
    ).pipe(
      Effect.catch((failure) => receiptWaitFailure(request.client, hash as Hex, failure.cause)),
    )
    // spec §4 "replaced": a repriced transfer is the same transfer; any other replacement is not.
    if (replacedBy && replacedBy.reason !== 'repriced') {
      return yield* Effect.fail(
        new TransactionReplacedError({ reason: replacedBy.reason, hash: replacedBy.hash }),
      )
    }
    if (receipt.status === 'reverted') {
      const reason = yield* revertReason(request, receipt.blockNumber)
      return yield* Effect.fail(new TransactionRevertedError({ reason }))
    }
    return replacedBy?.hash ?? (hash as Hex)
  })
}
