// A new device for a known e-mail (spec §7 "connect … device"): waiting until the approval link
// mailed to that address is opened; or the failure, in its own words. Pure: props only.
import { useMessages } from '../../i18n/messages'
import { Spinner } from '../../primitives/Spinner'
import { detail, errorText, panel, title } from '../shared/embedded/embeddedViews.css'

export interface EmailVerifyDeviceViewProps {
  readonly email: string
  readonly error?: string
}

export function EmailVerifyDeviceView({ email, error }: EmailVerifyDeviceViewProps) {
  const m = useMessages().embedded
  return (
    <div className={panel} data-view="EmailVerifyDevice" data-state={error ? 'error' : 'waiting'}>
      <p className={title}>{m.deviceTitle}</p>
      <p className={detail}>{m.deviceDetail(email)}</p>
      {error ? (
        <p role="alert" className={errorText}>
          {error}
        </p>
      ) : (
        <Spinner label={m.deviceWaiting} />
      )}
    </div>
  )
}
