// The e-mail login's code (spec §7 "connect … otp"): where it was sent, the code field, its
// error (a wrong code, or the spec §5 cooldown on a resend), and a resend. Pure: props only.
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { CodeForm } from '../shared/embedded/CodeForm'
import { detail, panel, title } from '../shared/embedded/embeddedViews.css'

export interface EmailVerifyOtpViewProps {
  readonly email: string
  readonly verifying: boolean
  readonly error?: string
  readonly onSubmit: (otp: string) => void
  readonly onResend: () => void
}

export function EmailVerifyOtpView(props: EmailVerifyOtpViewProps) {
  const m = useMessages().embedded
  return (
    <div
      className={panel}
      data-view="EmailVerifyOtp"
      data-state={props.verifying ? 'verifying' : 'idle'}
    >
      <p className={title}>{m.otpTitle}</p>
      <p className={detail}>{m.otpDetail(props.email)}</p>
      <CodeForm busy={props.verifying} error={props.error} onSubmit={props.onSubmit} />
      <Button tone="ghost" width="full" disabled={props.verifying} onClick={props.onResend}>
        {m.resend}
      </Button>
    </div>
  )
}
