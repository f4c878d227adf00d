import type { ViewName } from '@airlock/core'
import { useModal } from '@airlock/react-hooks'

export function ModalControls({ view }: { readonly view?: ViewName }) {
  const { isOpen, isLoading, view: current, canGoBack, open, close, back } = useModal()
  if (!isOpen) {
    return (
      <button type="button" disabled={isLoading} onClick={() => open({ view })}>
        {isLoading ? 'Opening…' : 'Open wallet'}
      </button>
    )
  }
  return (
    <div>
      <span>View: {current?.view}</span>
      {canGoBack && (
        <button type="button" onClick={back}>
          Back
        </button>
      )}
      <button type="button" onClick={close}>
        Close
      </button>
    </div>
  )
}
