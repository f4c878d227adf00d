// spec §4 sign-in with the wallet: the app asks the person to sign a message; "Sign" asks the
// wallet, "Cancel" gives up (which disconnects when sign-in is required). While the wallet is
// asked: waiting; after a failure: the spec §8 message ('Signature declined'…) and "Try again".
// Pure: everything comes in through the props.
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import {
  actions,
  detail,
  error as errorClass,
  message,
  panel,
  status as statusClass,
  title,
} from './SIWXSignMessageView.css'

/** spec §8 sign-in failures, by the error's tag; `other` shows the error's own message. */
export type SignInFailure =
  | 'declined'
  | 'smartAccountsUnsupported'
  | 'notEnabled'
  | 'noAddress'
  | 'initFailed'
  | 'other'

export interface SIWXSignMessageViewProps {
  readonly status: 'idle' | 'signing' | 'failed'
  /** Who asks (the page's host); "This app" when unknown. */
  readonly appName?: string
  readonly failure?: SignInFailure
  readonly failureMessage?: string
  readonly onSign: () => void
  readonly onCancel: () => void
}

export function SIWXSignMessageView({
  status,
  appName,
  failure,
  failureMessage,
  onSign,
  onCancel,
}: SIWXSignMessageViewProps) {
  const m = useMessages().signIn
  const failureText =
    failure === undefined ? undefined : failure === 'other' ? failureMessage : m[failure]
  return (
    <div className={panel} data-view="SIWXSignMessage" data-state={status}>
      <p className={message}>{m.detail(appName || m.thisApp)}</p>
      {status === 'signing' ? (
        <div className={statusClass}>
          <Spinner label={m.signing} />
          <p className={title}>{m.signing}</p>
          <p className={detail}>{m.signingDetail}</p>
        </div>
      ) : status === 'failed' && failureText ? (
        <p className={errorClass} role="alert">
          {failureText}
        </p>
      ) : null}
      <div className={actions}>
        <Button tone="ghost" onClick={onCancel}>
          {m.cancel}
        </Button>
        <Button onClick={onSign} disabled={status === 'signing'}>
          {status === 'failed' ? m.retry : m.sign}
        </Button>
      </div>
    </div>
  )
}
