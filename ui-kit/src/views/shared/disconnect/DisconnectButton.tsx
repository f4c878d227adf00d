// Disconnect as the views offer it (Account's footer, UnsupportedChain's way out): the button,
// busy while the flow disconnects, and the failure said under it (spec §8). Presentational.
import { useMessages } from '../../../i18n/messages'
import { Button, type ButtonProps } from '../../../primitives/Button'
import { errorMessage } from '../text.css'

export type DisconnectState = 'idle' | 'pending' | 'error'

export interface DisconnectButtonProps {
  readonly tone: ButtonProps['tone']
  readonly state: DisconnectState
  readonly onDisconnect: () => void
}

export function DisconnectButton({ tone, state, onDisconnect }: DisconnectButtonProps) {
  const { account } = useMessages()
  return (
    <>
      <Button
        tone={tone}
        width="full"
        onClick={onDisconnect}
        disabled={state === 'pending'}
        aria-busy={state === 'pending'}
      >
        {state === 'pending' ? account.disconnecting : account.disconnect}
      </Button>
      {state === 'error' ? (
        <p className={errorMessage} role="alert">
          {account.disconnectFailed}
        </p>
      ) : null}
    </>
  )
}
