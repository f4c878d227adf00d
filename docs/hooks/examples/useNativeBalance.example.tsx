import { formatDisplayBalance } from '@airlock/core'
import { useAccount, useNativeBalance, useNetwork } from '@airlock/react-hooks'

export function NativeBalanceLine() {
  const { isConnected } = useAccount()
  const { caipNetwork } = useNetwork()
  const { status, data, isFetching } = useNativeBalance()
  if (!isConnected) return null
  if (status === 'pending') return <p>Balance: …</p>
  // spec §3: '0.00' and the network's symbol when the chain cannot be read.
  if (status === 'error' || !data) {
    return <p>Balance: 0.00 {caipNetwork?.nativeCurrency.symbol ?? 'ETH'}</p>
  }
  return (
    <p aria-busy={isFetching}>
      Balance: {formatDisplayBalance(data.balance)} {data.symbol}
    </p>
  )
}
