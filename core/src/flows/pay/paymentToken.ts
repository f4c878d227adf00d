// spec §1 pay: the token a host's payment prefills the send form with.
import type { CheckedPayment } from '../../domain/paymentRequest'
import type { TokenBalance } from '../../services/blockchainApi/responses'

/**
 * The token the prefilled send carries: the visitor's balance of the asset, the asset with
 * nothing held ('Insufficient {symbol} balance' on Pay), or, when the balances cannot be read,
 * with the balance unknown (the wallet then decides).
 */
export function paymentToken(
  payment: CheckedPayment,
  balances: readonly TokenBalance[] | undefined,
): TokenBalance {
  const contract = payment.tokenAddress?.toLowerCase()
  const held = balances?.find(
    (balance) =>
      balance.chainId === payment.network.caipNetworkId &&
      balance.address?.split(':').at(-1)?.toLowerCase() === contract,
  )
  if (held) return held
  return {
    name: payment.metadata.name,
    symbol: payment.metadata.symbol,
    chainId: payment.network.caipNetworkId,
    address: contract === undefined ? undefined : `${payment.network.caipNetworkId}:${contract}`,
    price: 0,
    quantity: { decimals: String(payment.metadata.decimals), numeric: balances ? '0' : '' },
    iconUrl: '',
  }
}
