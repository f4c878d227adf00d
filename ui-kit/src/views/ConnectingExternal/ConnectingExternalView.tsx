// spec §2, §4 ConnectingExternal: waiting for the chosen wallet to answer (its image, a
// spinner, "Continue in …"), declined by the person in the wallet, or failed otherwise; both
// with "Try again". Pure: everything comes in through the props.
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { WalletImage } from '../../primitives/WalletImage'
import { actions, detail, failureTitle, panel, text, title } from './ConnectingExternalView.css'

export interface ConnectingExternalViewProps {
  readonly status: 'waiting' | 'rejected' | 'error'
  readonly wallet: { readonly name: string; readonly imageUrl?: string }
  /** The failure's own words, when it is not a refusal. */
  readonly errorMessage?: string
  readonly onRetry: () => void
}

export function ConnectingExternalView({
  status,
  wallet,
  errorMessage,
  onRetry,
}: ConnectingExternalViewProps) {
  const m = useMessages().connecting
  const copy =
    status === 'waiting'
      ? { title: m.waiting(wallet.name), detail: m.waitingDetail }
      : status === 'rejected'
        ? { title: m.rejected, detail: m.rejectedDetail }
        : { title: m.error, detail: errorMessage }
  return (
    <div className={panel} data-state={status}>
      <WalletImage src={wallet.imageUrl} name={wallet.name} size={64} />
      {status === 'waiting' ? <Spinner label={copy.title} /> : null}
      <div className={text} role={status === 'waiting' ? undefined : 'alert'}>
        <p className={status === 'waiting' ? title : failureTitle}>{copy.title}</p>
        {copy.detail ? <p className={detail}>{copy.detail}</p> : null}
      </div>
      {status === 'waiting' ? null : (
        <div className={actions}>
          <Button tone="secondary" width="full" onClick={onRetry}>
            {m.retry}
          </Button>
        </div>
      )}
    </div>
  )
}
