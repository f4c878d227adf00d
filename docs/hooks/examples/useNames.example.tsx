import type { NameStatus } from '@airlock/core'
import { useNames } from '@airlock/react-hooks'

const hints: Partial<Record<NameStatus, string>> = {
  invalid: 'Letters, digits and hyphens, at least 4 characters',
  checking: 'Checking…',
  taken: 'Taken',
  available: 'Available',
}

export function ChooseName() {
  const names = useNames()
  if (!names.supported) return <p>Account names are available on EVM networks only.</p>
  if (names.status === 'registered') {
    return (
      <p>
        {names.registered} is yours.{' '}
        <button type="button" onClick={names.reset}>
          Choose another
        </button>
      </p>
    )
  }
  const busy = names.status === 'signing' || names.status === 'registering'
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        names.register()
      }}
    >
      <input
        aria-label="Name"
        value={names.name}
        disabled={busy}
        onChange={(event) => names.setName(event.target.value)}
      />
      <span>.{names.zone}</span>
      <p>{names.status === 'checkFailed' ? names.error?.message : hints[names.status]}</p>
      {names.suggestions.map((suggestion) => (
        <button key={suggestion} type="button" onClick={() => names.setName(suggestion)}>
          {suggestion}
        </button>
      ))}
      <button type="submit" disabled={names.status !== 'available'}>
        {names.status === 'signing'
          ? 'Sign in your wallet'
          : names.status === 'registering'
            ? 'Registering…'
            : 'Register'}
      </button>
      {names.error && names.status === 'available' && (
        <p role="alert">
          {names.error._tag === 'UserRejectedError'
            ? 'You declined in the wallet.'
            : names.error.message}
        </p>
      )}
    </form>
  )
}
