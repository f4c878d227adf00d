// spec §2 RegisterAccountNameSuccess: the name just registered, and Done back to Account.
// Pure: props only.
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { detail, name as nameClass, view } from './RegisterAccountNameSuccessView.css'

export interface RegisterAccountNameSuccessViewProps {
  /** The full name registered; absent when the view was opened by itself. */
  readonly name?: string
  readonly onDone: () => void
}

export function RegisterAccountNameSuccessView({
  name,
  onDone,
}: RegisterAccountNameSuccessViewProps) {
  const { names: m } = useMessages()
  return (
    <div className={view} data-view="RegisterAccountNameSuccess">
      {name ? (
        <>
          <p className={nameClass}>{name}</p>
          <p className={detail} role="status">
            {m.registered(name)}
          </p>
        </>
      ) : null}
      <Button width="full" onClick={onDone}>
        {m.done}
      </Button>
    </div>
  )
}
