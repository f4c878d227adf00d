import { type ApiTokenBalance, formatDisplayBalance, type ReceiverStatus } from '@airlock/core'
import { useSend } from '@airlock/react-hooks'

const receiverHints: Partial<Record<ReceiverStatus, string>> = {
  resolving: 'Resolving…',
  invalid: 'Invalid address',
  notFound: 'Name not found',
}

/** The tokens are all on the active network: the contract, or the symbol of the native coin. */
const keyOf = (token: ApiTokenBalance) => token.address ?? token.symbol

export function SendForm() {
  const form = useSend()
  // Keep the form still while a transfer is in flight: it is reset when the send is confirmed.
  const busy = form.status !== 'editing'
  const hint = receiverHints[form.receiverStatus]
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        form.send()
      }}
    >
      <select
        aria-label="Token"
        value={form.token ? keyOf(form.token) : ''}
        disabled={busy}
        onChange={(event) => {
          const next = form.tokens.find((token) => keyOf(token) === event.target.value)
          if (next) form.setToken(next)
        }}
      >
        <option value="" disabled>
          Select a token
        </option>
        {form.tokens.map((token) => (
          <option key={keyOf(token)} value={keyOf(token)}>
            {token.symbol} ({formatDisplayBalance(token.quantity.numeric)})
          </option>
        ))}
      </select>
      <input
        aria-label="Amount"
        inputMode="decimal"
        value={form.amount}
        disabled={busy}
        onChange={(event) => form.setAmount(event.target.value)}
      />
      <button type="button" disabled={busy || !form.token} onClick={form.setMax}>
        Max
      </button>
      {form.amountExceedsBalance && <p>Insufficient {form.token?.symbol}</p>}
      <input
        aria-label="Receiver"
        placeholder="Address or name"
        value={form.receiver}
        disabled={busy}
        onChange={(event) => form.setReceiver(event.target.value)}
      />
      {hint && <p>{hint}</p>}
      {form.receiverStatus === 'valid' && form.receiverProfileName && (
        <p>
          {form.receiverProfileName} ({form.receiverAddress})
        </p>
      )}
      <button type="submit" disabled={busy || form.amountExceedsBalance}>
        {form.status === 'sending'
          ? 'Confirm in your wallet'
          : form.status === 'confirming'
            ? 'Waiting for confirmation'
            : 'Send'}
      </button>
      {form.transaction?.hash && (
        <p>
          Transaction {form.transaction.hash}: {form.transaction.status}
        </p>
      )}
      {form.error && (
        <p role="alert">
          {form.error._tag === 'UserRejectedError'
            ? 'You declined in the wallet.'
            : form.error.message}
        </p>
      )}
    </form>
  )
}
