// spec §2 ApproveTransaction: a request waits for the person to approve it in the wallet
// (spec §6: calls that need approval); for the embedded wallet, which has no window of its own,
// the wallet's frame shown in the view, where the wallet asks on its own page (issue 28 (1));
// or it failed, with the failure's words and a way back. Pure but for the frame's slot, which
// the props' `showFrame` fills while the view is shown.
import { useLayoutEffect, useRef } from 'react'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import {
  actions,
  detail,
  failureTitle,
  frameSlot,
  panel,
  reviewPanel,
  text,
  title,
} from './ApproveTransactionView.css'

export interface ApproveTransactionViewProps {
  readonly status: 'waiting' | 'review' | 'error'
  /** 'review': the RPC method the embedded wallet is asked for (spec §6). */
  readonly method?: string
  /** 'review': shows the wallet's frame in the slot; returns the hide. */
  readonly showFrame?: (slot: HTMLElement) => () => void
  /** The failure's own words (a rejection, a revert reason…). */
  readonly errorMessage?: string
  readonly onBack: () => void
}

/** Where the wallet's frame shows while the view is up (moved in before paint, out on leave). */
function FrameSlot({ showFrame }: { readonly showFrame?: (slot: HTMLElement) => () => void }) {
  const slot = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    if (slot.current && showFrame) return showFrame(slot.current)
  }, [showFrame])
  return <div ref={slot} className={frameSlot} data-frame-slot="" />
}

export function ApproveTransactionView({
  status,
  method,
  showFrame,
  errorMessage,
  onBack,
}: ApproveTransactionViewProps) {
  const messages = useMessages()
  const m = messages.approve
  if (status === 'review') {
    const e = messages.embedded
    return (
      <div className={reviewPanel} data-view="ApproveTransaction" data-state={status}>
        <div className={text}>
          <p className={title}>{e.reviewTitle}</p>
          <p className={detail}>{e.reviewDetail(method ?? '')}</p>
        </div>
        <FrameSlot showFrame={showFrame} />
      </div>
    )
  }
  if (status === 'waiting') {
    return (
      <div className={panel} data-view="ApproveTransaction" data-state={status}>
        <Spinner label={m.waiting} />
        <div className={text}>
          <p className={title}>{m.detail}</p>
          <p className={detail}>{m.waiting}</p>
        </div>
      </div>
    )
  }
  return (
    <div className={panel} data-view="ApproveTransaction" data-state={status}>
      <div className={text} role="alert">
        <p className={failureTitle}>{m.error}</p>
        {errorMessage ? <p className={detail}>{errorMessage}</p> : null}
      </div>
      <div className={actions}>
        <Button tone="secondary" width="full" onClick={onBack}>
          {messages.modal.back}
        </Button>
      </div>
    </div>
  )
}
