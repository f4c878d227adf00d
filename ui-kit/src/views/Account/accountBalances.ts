// spec §3 token balances → what the Account view shows: the active network's native balance
// and its tokens, each floored to 3 decimals (spec §5), tokens with 0 decimals dropped; the
// query's error is 'Token Balance Unavailable' (spec §8).
import { type ApiTokenBalance, type CaipNetwork, formatDisplayBalance } from '@airlock/core'

export interface AccountToken {
  readonly id: string
  readonly name: string
  readonly symbol: string
  /** spec §5: floored to 3 decimals (`'1.234'`). */
  readonly amount: string
  /** In USD. */
  readonly value: number
  readonly iconUrl?: string
}

export type AccountBalances =
  | { readonly status: 'loading' }
  | { readonly status: 'unavailable' }
  | {
      readonly status: 'ready'
      readonly native: AccountToken
      readonly tokens: readonly AccountToken[]
    }

interface BalanceQuery {
  readonly status: 'pending' | 'success' | 'error'
  readonly data?: readonly ApiTokenBalance[]
}

const toToken = (token: ApiTokenBalance): AccountToken => ({
  id: token.address ?? `${token.chainId}:native`,
  name: token.name,
  symbol: token.symbol,
  amount: formatDisplayBalance(token.quantity.numeric),
  value: token.value ?? 0,
  iconUrl: token.iconUrl || undefined,
})

export function accountBalances(query: BalanceQuery, network?: CaipNetwork): AccountBalances {
  if (query.status === 'error') return { status: 'unavailable' }
  if (query.status === 'pending' || !query.data) return { status: 'loading' }
  // spec §5 "Tokens with decimals 0 are dropped" (the core's dropZeroDecimalTokens, on the
  // API's shape); only the active network's.
  const here = query.data.filter(
    (token) =>
      token.quantity.decimals !== '0' && (!network || token.chainId === network.caipNetworkId),
  )
  const native = here.find((token) => !token.address)
  return {
    status: 'ready',
    native: native
      ? toToken(native)
      : {
          id: 'native',
          name: network?.nativeCurrency.name ?? 'Ether',
          symbol: network?.nativeCurrency.symbol ?? 'ETH',
          amount: formatDisplayBalance(undefined),
          value: 0,
        },
    tokens: here.map(toToken),
  }
}
