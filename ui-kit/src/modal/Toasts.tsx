'use client'
// spec §2, §8: the toast showing now (loading, success, error) and the alerts, which the core
// sends as error toasts once each. Announced politely to screen readers.
import { useToasts } from '@airlock/react-hooks'
import { toast as toastClass, tone } from './Toasts.css'

export function Toasts() {
  const { toast } = useToasts()
  return (
    <div role="status" aria-live="polite">
      {toast ? <p className={`${toastClass} ${tone[toast.variant]}`}>{toast.message}</p> : null}
    </div>
  )
}
