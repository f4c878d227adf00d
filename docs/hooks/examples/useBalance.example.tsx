import { type ApiTokenBalance, formatDisplayBalance } from '@airlock/core'
import { useAccount, useBalance } from '@airlock/react-hooks'

function BalanceRow({ balance }: { readonly balance: ApiTokenBalance }) {
  return (
    <li>
      {formatDisplayBalance(balance.quantity.numeric)} {balance.symbol}
    </li>
  )
}

export function Balances() {
  const { isConnected } = useAccount()
  const { status, data, isFetching, refetch } = useBalance()
  // Without an account the query stays 'pending' and never fetches: check the account first.
  if (!isConnected) return <p>Not connected</p>
  if (status === 'pending') return <p>Loading balances…</p>
  return (
    <div>
      {status === 'error' && <p role="alert">Token Balance Unavailable</p>}
      <ul>
        {data?.map((balance) => (
          <BalanceRow key={`${balance.chainId}:${balance.symbol}`} balance={balance} />
        ))}
      </ul>
      <button type="button" disabled={isFetching} onClick={() => void refetch()}>
        Refresh
      </button>
    </div>
  )
}
