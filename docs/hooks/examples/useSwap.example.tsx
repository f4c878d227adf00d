import { useSwap } from '@airlock/react-hooks'

export function SwapForm() {
  const swap = useSwap()
  if (swap.status === 'unsupported') return <p>{swap.error?.message}</p>
  if (swap.status === 'loading') return <p>Loading tokens…</p>
  const busy = swap.status === 'approving' || swap.status === 'swapping'
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <select
        value={swap.from?.address ?? ''}
        disabled={busy}
        onChange={(event) => {
          const token = swap.tokens.find((each) => each.address === event.currentTarget.value)
          if (token) swap.setFrom(token)
        }}
      >
        {swap.tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.symbol} ({token.balance})
          </option>
        ))}
      </select>
      <input
        value={swap.amount}
        disabled={busy}
        onChange={(event) => swap.setAmount(event.currentTarget.value)}
      />
      <select
        value={swap.to?.address ?? ''}
        disabled={busy}
        onChange={(event) => {
          const token = swap.tokens.find((each) => each.address === event.currentTarget.value)
          if (token) swap.setTo(token)
        }}
      >
        <option value="">Receive…</option>
        {swap.tokens.map((token) => (
          <option key={token.address} value={token.address}>
            {token.symbol}
          </option>
        ))}
      </select>
      {swap.preview ? (
        <p>
          {swap.preview.toAmount} {swap.to?.symbol} · fee {swap.preview.networkFee ?? '—'}
        </p>
      ) : null}
      {swap.preview?.approvalNeeded ? (
        <button type="button" disabled={swap.status !== 'quoted'} onClick={swap.approve}>
          Approve {swap.from?.symbol}
        </button>
      ) : (
        <button type="button" disabled={swap.status !== 'quoted'} onClick={swap.swap}>
          Swap
        </button>
      )}
      {swap.error ? <p role="alert">{swap.error.message}</p> : null}
    </form>
  )
}
