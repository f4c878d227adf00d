// spec §2 RegisterAccountName: the name is validated as the visitor types (spec §5: letters,
// digits, hyphens, at least 4 characters), then shown available or taken with free suggestions
// (a click fills one in); Register signs and registers (spec §4), saying which step it is on;
// a failure (spec §8 'Error registering name {name}', a declined signature) shows as an alert
// and keeps the form. Pure: props only (useRegisterAccountNameViewModel builds them).
import type { ErrorInfo, NameStatus, NamesError } from '@airlock/core'
import { useId } from 'react'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { ViewForm } from '../shared/ViewForm'
import { NameHint } from './NameHint'
import * as css from './RegisterAccountNameView.css'

export interface RegisterAccountNameViewProps {
  /** spec §9: names are eip155 only; elsewhere the view says so and shows no form. */
  readonly supported: boolean
  readonly zone: string
  readonly name: string
  readonly fullName?: string
  readonly status: NameStatus
  readonly suggestions: readonly string[]
  readonly error?: ErrorInfo<NamesError['_tag']>
  readonly onNameChange: (name: string) => void
  readonly onRegister: () => void
}

export function RegisterAccountNameView(props: RegisterAccountNameViewProps) {
  const { names: m } = useMessages()
  const id = useId()
  const hintId = useId()
  const { status, error, suggestions } = props
  if (!props.supported) {
    return (
      <div className={css.view} data-view="RegisterAccountName">
        <p className={css.hint}>{m.unsupported}</p>
      </div>
    )
  }
  const busy = status === 'signing' || status === 'registering'
  const showSuggestions = (status === 'available' || status === 'taken') && suggestions.length > 0
  return (
    <ViewForm
      className={css.view}
      view="RegisterAccountName"
      onSubmit={() => {
        if (status === 'available') props.onRegister()
      }}
    >
      <div className={css.field}>
        <label className={css.label} htmlFor={id}>
          {m.label}
        </label>
        <div className={css.box}>
          <input
            id={id}
            className={css.input}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={m.placeholder}
            value={props.name}
            disabled={busy}
            aria-invalid={status === 'invalid' || status === 'taken' || undefined}
            aria-describedby={hintId}
            onChange={(event) => props.onNameChange(event.currentTarget.value)}
          />
          <span className={css.zone} aria-hidden="true">
            .{props.zone}
          </span>
        </div>
        <NameHint id={hintId} status={status} fullName={props.fullName} error={error} />
      </div>
      {showSuggestions ? (
        <div className={css.field}>
          <p className={css.label}>{m.suggestions}</p>
          <ul className={css.chips}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className={css.chip}
                  onClick={() => props.onNameChange(suggestion)}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button
        type="submit"
        width="full"
        disabled={status !== 'available'}
        aria-busy={busy || undefined}
      >
        {busy ? <span className={css.spinner} aria-hidden="true" /> : null}
        {status === 'signing' ? m.signing : status === 'registering' ? m.registering : m.register}
      </Button>
      {error && status !== 'checkFailed' ? (
        <p className={css.alert} role="alert">
          {error.message}
        </p>
      ) : null}
    </ViewForm>
  )
}
