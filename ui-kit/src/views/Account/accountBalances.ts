// spec §3 token balances → the Account view's Tokens tab: the active network's tokens, each
// with its quantity floored to 3 decimals (spec §5), price and USD value, tokens with 0
// decimals dropped, and the network's total in USD; the query's error is 'Token Balance
// Unavailable' (spec §8). On a testnet no token has a USD value and there is no total (issue 30).
import type { ApiTokenBalance, CaipNetwork } from '@airlock/core'
import { formatDisplayBalance } from '@airlock/core'
import { fiatValue } from '../../i18n/localeFormats'

export interface AccountToken {
  readonly id: string
  readonly name: string
  readonly symbol: string
  /** spec §5: floored to 3 decimals (`'1.234'`). */
  readonly amount: string
  /** USD per unit. */
  readonly price: number
  /** In USD; none on a testnet (issue 30). */
  readonly value?: number
  readonly iconUrl?: string
}

export type AccountBalances =
  | { readonly status: 'loading' }
  /** spec §9: a namespace whose balances the widget does not read. */
  | { readonly status: 'notOffered' }
  | { readonly status: 'unavailable' }
  | {
      readonly status: 'ready'
      readonly tokens: readonly AccountToken[]
      /** The USD value of every token listed; none on a testnet (issue 30). */
      readonly total?: number
    }

export interface BalanceQuery {
  readonly status: 'pending' | 'success' | 'error'
  readonly data?: readonly ApiTokenBalance[]
}

function toToken(token: ApiTokenBalance, network: CaipNetwork | undefined): AccountToken {
  const value = fiatValue(token.value ?? 0, network?.testnet)
  return {
    id: token.address ?? `${token.chainId}:native`,
    name: token.name,
    symbol: token.symbol,
    amount: formatDisplayBalance(token.quantity.numeric),
    price: token.price,
    ...(value === undefined ? {} : { value }),
    iconUrl: token.iconUrl || undefined,
  }
}

/** spec §5 "Tokens with decimals 0 are dropped"; only the active network's. */
export function networkBalances(
  data: readonly ApiTokenBalance[],
  network?: CaipNetwork,
): readonly ApiTokenBalance[] {
  return data.filter(
    (token) =>
      token.quantity.decimals !== '0' && (!network || token.chainId === network.caipNetworkId),
  )
}

export function accountBalances(query: BalanceQuery, network?: CaipNetwork): AccountBalances {
  if (query.status === 'error') return { status: 'unavailable' }
  if (query.status === 'pending' || !query.data) return { status: 'loading' }
  const tokens = networkBalances(query.data, network).map((token) => toToken(token, network))
  const total = fiatValue(
    tokens.reduce((sum, token) => sum + (token.value ?? 0), 0),
    network?.testnet,
  )
  return { status: 'ready', tokens, ...(total === undefined ? {} : { total }) }
}
