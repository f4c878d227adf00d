// What one history row shows (spec §3 Transaction): the operation, the transfers as text
// ('-1.5 USDC' going out, '+0.25 ETH' coming in, an NFT by its name) and the first transfer's
// image. Pure, so the view and its tests share it.
import { formatDisplayBalance, type Transaction, type TransactionTransfer } from '@airlock/core'
import type { Messages } from '../../i18n/messages'

type Operations = Messages['account']['operations']
export type OperationKey = keyof Operations

const isOperation = (type: string): type is Exclude<OperationKey, 'other'> =>
  type !== 'other' &&
  [
    'send',
    'receive',
    'mint',
    'burn',
    'trade',
    'execute',
    'approve',
    'deposit',
    'withdraw',
  ].includes(type)

export function operationOf(transaction: Transaction): OperationKey {
  const type = transaction.metadata.operationType
  return isOperation(type) ? type : 'other'
}

/** spec §5 floored to 3 decimals, without trailing zeros: `'1.500'` → `'1.5'`. */
export function shortAmount(numeric: string): string {
  return formatDisplayBalance(numeric.replace(/^-/, '')).replace(/\.?0+$/, '')
}

const signs = { in: '+', out: '-', self: '' } as const

export interface TransferText {
  readonly sign: string
  readonly amount?: string
  readonly label: string
}

/** A transfer as text parts; the view formats the amount in its locale. */
export function transferText(transfer: TransactionTransfer, unnamedNft: string): TransferText {
  if (transfer.nft_info) {
    return { sign: signs[transfer.direction], label: transfer.nft_info.name || unnamedNft }
  }
  return {
    sign: signs[transfer.direction],
    amount: shortAmount(transfer.quantity.numeric),
    label: transfer.fungible_info?.symbol ?? '',
  }
}

/** The row's image: the first transfer's token icon or NFT preview. */
export function transactionImage(transaction: Transaction): string | undefined {
  const first = transaction.transfers[0]
  return first?.fungible_info?.icon?.url || first?.nft_info?.content?.preview?.url || undefined
}
