// The line under the name: the spec §5 rule (red once broken), 'Checking…' during the debounce
// and lookup, available or taken, or the lookup's spec §8 error. A polite live region.
import type { ErrorInfo, NameStatus, NamesError } from '@airlock/core'
import { useMessages } from '../../i18n/messages'
import { good, hint, problem, spinner } from './RegisterAccountNameView.css'

export interface NameHintProps {
  readonly id: string
  readonly status: NameStatus
  readonly fullName?: string
  readonly error?: ErrorInfo<NamesError['_tag']>
}

export function NameHint({ id, status, fullName = '', error }: NameHintProps) {
  const { names: m } = useMessages()
  return (
    <p id={id} className={hint} aria-live="polite">
      {status === 'checking' ? (
        <>
          <span className={spinner} aria-hidden="true" />
          {m.checking}
        </>
      ) : status === 'taken' ? (
        <span className={problem}>{m.taken(fullName)}</span>
      ) : status === 'checkFailed' ? (
        <span className={problem}>{error?.message}</span>
      ) : status === 'invalid' ? (
        <span className={problem}>{m.rule}</span>
      ) : status === 'available' || status === 'signing' || status === 'registering' ? (
        <span className={good}>{m.available(fullName)}</span>
      ) : (
        m.rule
      )}
    </p>
  )
}
