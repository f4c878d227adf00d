import type { ViewName } from '@airlock/core'
import { useModal } from '@airlock/react-hooks'

export function ModalControls({ view }: { readonly view?: ViewName }) {
  const modal = useModal()
  if (!modal.isOpen) {
    return (
      <button type="button" disabled={modal.isLoading} onClick={() => modal.open({ view })}>
        Open wallet
      </button>
    )
  }
  return (
    <div>
      <span>View: {modal.view?.view}</span>
      <button type="button" disabled={!modal.canGoBack} onClick={modal.back}>
        Back
      </button>
      <button type="button" disabled={modal.isCloseBlocked} onClick={modal.close}>
        Close
      </button>
    </div>
  )
}
