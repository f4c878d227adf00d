import { useFeatures, useModal } from '@airlock/react-hooks'

export function WalletActions() {
  const { send, receive } = useFeatures()
  const { push } = useModal()
  return (
    <div>
      {receive ? (
        <button type="button" onClick={() => push({ view: 'Receive' })}>
          Receive
        </button>
      ) : null}
      {send ? (
        <button type="button" onClick={() => push({ view: 'Send' })}>
          Send
        </button>
      ) : null}
    </div>
  )
}
