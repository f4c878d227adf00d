// Pay (spec §1 toggle "pay"): what a host asks for — an amount of an asset on a network, to a
// recipient — checked before anything opens.
import { Result } from 'effect'
import { PaymentRequestInvalidError } from '../flows/pay/payErrors'
import { isValidAddress } from './address/parseAddress'
import type { CaipNetwork, CaipNetworkId } from './types'
import { parseAmount } from './units'

export interface PaymentAssetMetadata {
  readonly name: string
  readonly symbol: string
  readonly decimals: number
}

export interface PaymentRequest {
  /** The network to pay on, one of the widget's networks (CAIP-2, e.g. 'eip155:1'). */
  readonly network: CaipNetworkId
  /** 'native' for the network's coin, else the token's contract address. */
  readonly asset: 'native' | (string & {})
  /** In the asset's units, as a decimal string ('25.5'). */
  readonly amount: string
  /** An address of the network's namespace. */
  readonly recipient: string
  /** What the token is; needed for a token the visitor may not hold (the native coin's is known). */
  readonly metadata?: PaymentAssetMetadata
}

export interface PaymentResult {
  readonly hash: string
  readonly caipNetworkId: CaipNetworkId
}

/** A request that passed every check, with its network resolved. */
export interface CheckedPayment {
  readonly network: CaipNetwork
  /** The contract address, or undefined for the native coin. */
  readonly tokenAddress?: string
  readonly amount: string
  readonly recipient: string
  readonly metadata: PaymentAssetMetadata
}

const invalid = (field: PaymentRequestInvalidError['field'], value: unknown) =>
  Result.fail(new PaymentRequestInvalidError({ field, value }))

export function checkPaymentRequest(
  request: PaymentRequest,
  networks: readonly CaipNetwork[],
): Result.Result<CheckedPayment, PaymentRequestInvalidError> {
  const network = networks.find((candidate) => candidate.caipNetworkId === request?.network)
  if (!network) return invalid('network', request?.network)
  const namespace = network.chainNamespace
  const native = request.asset === 'native'
  if (!native && !isValidAddress(namespace, String(request.asset))) {
    return invalid('asset', request.asset)
  }
  const metadata = native ? network.nativeCurrency : request.metadata
  if (
    !metadata ||
    typeof metadata.symbol !== 'string' ||
    metadata.symbol === '' ||
    !Number.isInteger(metadata.decimals) ||
    metadata.decimals < 0 ||
    metadata.decimals > 36
  ) {
    return invalid('metadata', JSON.stringify(request.metadata))
  }
  const amount = typeof request.amount === 'string' ? request.amount.trim() : ''
  const units = parseAmount(amount, metadata.decimals)
  if (Result.isFailure(units) || units.success <= 0n) return invalid('amount', request.amount)
  if (typeof request.recipient !== 'string' || !isValidAddress(namespace, request.recipient)) {
    return invalid('recipient', request.recipient)
  }
  return Result.succeed({
    network,
    tokenAddress: native ? undefined : request.asset,
    amount,
    recipient: request.recipient,
    metadata: { name: metadata.name, symbol: metadata.symbol, decimals: metadata.decimals },
  })
}
