// spec §3 Balance: the profile header's native balance, read from the chain (RPC), floored to
// 3 decimals (spec §5); its USD value from the API's price of the native coin when known.
// "0.00 and ETH on failure": the network's native symbol with '0.00'. No USD value on a testnet
// (issue 30).
import type { ApiTokenBalance, CaipNetwork } from '@airlock/core'
import { formatDisplayBalance } from '@airlock/core'
import { fiatValue } from '../../i18n/localeFormats'

export type NativeBalance =
  | { readonly status: 'loading' }
  /** spec §9: a namespace whose balances the widget does not read. */
  | { readonly status: 'notOffered' }
  | {
      readonly status: 'ready' | 'failed'
      readonly amount: string
      readonly symbol: string
      /** In USD, when the API prices the coin. */
      readonly value?: number
    }

export interface NativeBalanceQuery {
  readonly status: 'pending' | 'success' | 'error'
  readonly data?: { readonly balance: string; readonly symbol: string }
}

/** spec §3: shown when the balance cannot be read. */
export const FAILED_BALANCE = '0.00'

export function nativeBalance(
  query: NativeBalanceQuery,
  network?: CaipNetwork,
  apiBalances?: readonly ApiTokenBalance[],
): NativeBalance {
  const fallbackSymbol = network?.nativeCurrency.symbol ?? 'ETH'
  if (query.status === 'error') {
    return { status: 'failed', amount: FAILED_BALANCE, symbol: fallbackSymbol }
  }
  if (query.status === 'pending' || !query.data) return { status: 'loading' }
  const apiPrice = apiBalances?.find(
    (token) => !token.address && (!network || token.chainId === network.caipNetworkId),
  )?.price
  const price = fiatValue(apiPrice, network?.testnet)
  const amount = formatDisplayBalance(query.data.balance)
  return {
    status: 'ready',
    amount,
    symbol: query.data.symbol || fallbackSymbol,
    ...(price === undefined ? {} : { value: Number(query.data.balance) * price }),
  }
}
