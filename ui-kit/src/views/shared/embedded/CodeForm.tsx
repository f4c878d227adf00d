// One code (OTP) field and its submit: the e-mail login's code and the e-mail update's two.
// Presentational; the typed code is local UI state until it is submitted.
import { type FormEvent, useId, useState } from 'react'
import { useMessages } from '../../../i18n/messages'
import { Button } from '../../../primitives/Button'
import { input } from '../../Connect/ConnectView.css'
import { codeInput, errorText, form } from './embeddedViews.css'

export interface CodeFormProps {
  readonly busy: boolean
  readonly error?: string
  readonly onSubmit: (code: string) => void
}

export function CodeForm({ busy, error, onSubmit }: CodeFormProps) {
  const m = useMessages().embedded
  const [code, setCode] = useState('')
  const id = useId()
  const errorId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = code.trim()
    if (value) onSubmit(value)
  }
  return (
    <form className={form} onSubmit={submit}>
      <label htmlFor={id}>{m.otpLabel}</label>
      <input
        id={id}
        className={`${input} ${codeInput}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className={errorText}>
          {error}
        </p>
      ) : null}
      <Button type="submit" width="full" disabled={busy}>
        {busy ? m.verifying : m.verify}
      </Button>
    </form>
  )
}
