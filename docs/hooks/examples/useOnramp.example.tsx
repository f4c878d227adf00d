import { useOnramp } from '@airlock/react-hooks'

export function BuyForm() {
  const { amount, limits, quote, quotesLoading, status, url, error, setAmount, buy, cancel } =
    useOnramp()
  if (status === 'buying') {
    return (
      <p>
        Finish your purchase on the <a href={url}>provider's page</a>.{' '}
        <button type="button" onClick={cancel}>
          Cancel
        </button>
      </p>
    )
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        buy()
      }}
    >
      <label>
        Amount ({limits.min} – {limits.max})
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </label>
      {quotesLoading ? <p>Getting a quote…</p> : null}
      {quote ? <p>You get {quote.purchaseAmount}</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
      <button type="submit" disabled={!quote || status !== 'editing'}>
        Buy
      </button>
    </form>
  )
}
