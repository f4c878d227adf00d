// The receiver: an address or an account name as typed; below it what it resolved to (the
// profile image and name, and the short address when a name was typed), 'Resolving…' meanwhile,
// or why it cannot be sent to.
import type { ReceiverStatus } from '@airlock/core'
import { useId } from 'react'
import { shortAddress } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { WalletImage } from '../../primitives/WalletImage'
import {
  buttonSpinner,
  ellipsis,
  field,
  input,
  label,
  muted,
  problem,
  profile,
  strong,
} from './SendView.css'

export interface SendReceiverProps {
  readonly receiver: string
  readonly receiverAddress?: string
  readonly receiverStatus: ReceiverStatus
  readonly receiverProfileName?: string
  readonly receiverProfileImageUrl?: string
  readonly disabled: boolean
  readonly onReceiverChange: (input: string) => void
}

export function SendReceiver({
  receiver,
  receiverAddress,
  receiverStatus,
  receiverProfileName,
  receiverProfileImageUrl,
  disabled,
  onReceiverChange,
}: SendReceiverProps) {
  const { send } = useMessages()
  const id = useId()
  const hintId = useId()
  const wrong = receiverStatus === 'invalid' || receiverStatus === 'notFound'
  // A name was typed when what it resolved to is another text (an address stays itself).
  const typedName =
    receiverAddress !== undefined && receiverAddress.toLowerCase() !== receiver.trim().toLowerCase()
  const shownName = receiverProfileName ?? (typedName ? receiver.trim() : undefined)
  return (
    <div className={field}>
      <label className={label} htmlFor={id}>
        {send.receiver}
      </label>
      <input
        id={id}
        className={input}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={send.receiverPlaceholder}
        value={receiver}
        disabled={disabled}
        aria-invalid={wrong || undefined}
        aria-describedby={hintId}
        onChange={(event) => onReceiverChange(event.currentTarget.value)}
      />
      <div id={hintId} className={profile} aria-live="polite">
        {receiverStatus === 'resolving' ? (
          <>
            <span className={buttonSpinner} aria-hidden="true" />
            <span className={muted}>{send.resolving}</span>
          </>
        ) : receiverStatus === 'invalid' ? (
          <span className={problem}>{send.invalidAddress}</span>
        ) : receiverStatus === 'notFound' ? (
          <span className={problem}>{send.nameNotFound}</span>
        ) : receiverStatus === 'valid' && (shownName || receiverProfileImageUrl) ? (
          <>
            <WalletImage src={receiverProfileImageUrl} name={shownName ?? receiver} size={28} />
            {shownName ? <span className={`${strong} ${ellipsis}`}>{shownName}</span> : null}
            {typedName && receiverAddress ? (
              <span className={muted} title={receiverAddress}>
                {shortAddress(receiverAddress)}
              </span>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
