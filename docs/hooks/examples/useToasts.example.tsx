import type { ToastVariant } from '@airlock/core'
import { useToasts } from '@airlock/react-hooks'

const roles: Record<ToastVariant, 'status' | 'alert'> = {
  loading: 'status',
  success: 'status',
  error: 'alert',
}

export function ToastBar() {
  const { toast, dismiss } = useToasts()
  if (!toast) return null
  return (
    <div role={roles[toast.variant]} data-variant={toast.variant}>
      {toast.message}
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  )
}
