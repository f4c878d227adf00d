// The views of later issues (Swap, account names) in this version: a short, plain statement
// that this part is not available here, and the way back. Pure: props in.
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { detail, heading, view } from './UnavailableView.css'

export interface UnavailableViewProps {
  readonly onBack: () => void
}

export function UnavailableView({ onBack }: UnavailableViewProps) {
  const { unsupported, modal } = useMessages()
  return (
    <div className={view} data-view="Unavailable">
      <p className={heading}>{unsupported.unavailableTitle}</p>
      <p className={detail}>{unsupported.unavailableDetail}</p>
      <Button tone="secondary" width="full" onClick={onBack}>
        {modal.back}
      </Button>
    </div>
  )
}
