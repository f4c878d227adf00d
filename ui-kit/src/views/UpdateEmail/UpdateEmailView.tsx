// Changing the embedded wallet's e-mail (spec §7 "update e-mail (primary and secondary otp)"):
// the new address, then a code sent to the current address, then one sent to the new one; done
// when the wallet says so. Pure: props only.
import { type FormEvent, useId, useState } from 'react'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { input } from '../Connect/ConnectView.css'
import { CodeForm } from '../shared/embedded/CodeForm'
import { detail, errorText, form, panel, title } from '../shared/embedded/embeddedViews.css'

export interface UpdateEmailViewProps {
  readonly step: 'none' | 'sending' | 'primaryOtp' | 'secondaryOtp' | 'done'
  readonly currentEmail: string
  readonly newEmail?: string
  readonly verifying: boolean
  readonly error?: string
  readonly onEmail: (email: string) => void
  readonly onCode: (otp: string) => void
}

function NewEmailForm(props: Pick<UpdateEmailViewProps, 'step' | 'error' | 'onEmail'>) {
  const m = useMessages().embedded
  const [email, setEmail] = useState('')
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim()) props.onEmail(email.trim())
  }
  return (
    <form className={form} onSubmit={submit}>
      <label htmlFor={id}>{m.newEmailLabel}</label>
      <input
        id={id}
        className={input}
        type="email"
        required
        value={email}
        disabled={props.step === 'sending'}
        onChange={(event) => setEmail(event.target.value)}
      />
      {props.error ? (
        <p role="alert" className={errorText}>
          {props.error}
        </p>
      ) : null}
      <Button type="submit" width="full" disabled={props.step === 'sending'}>
        {props.step === 'sending' ? m.sending : m.updateContinue}
      </Button>
    </form>
  )
}

export function UpdateEmailView(props: UpdateEmailViewProps) {
  const m = useMessages().embedded
  const body =
    props.step === 'done' ? (
      <p role="status" className={detail}>
        {m.updated(props.currentEmail)}
      </p>
    ) : props.step === 'primaryOtp' || props.step === 'secondaryOtp' ? (
      <>
        <p className={detail}>
          {props.step === 'primaryOtp'
            ? m.primaryOtpDetail(props.currentEmail)
            : m.secondaryOtpDetail(props.newEmail ?? '')}
        </p>
        <CodeForm
          key={props.step}
          busy={props.verifying}
          error={props.error}
          onSubmit={props.onCode}
        />
      </>
    ) : (
      <NewEmailForm step={props.step} error={props.error} onEmail={props.onEmail} />
    )
  return (
    <div className={panel} data-view="UpdateEmail" data-state={props.step}>
      <p className={title}>{m.updateEmail}</p>
      {body}
    </div>
  )
}
