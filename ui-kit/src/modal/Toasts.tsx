'use client'
// spec §2, §8: the toast showing now (loading, success, error) and the alerts, which the core
// sends as error toasts once each. Announced politely to screen readers. Issue 30 (4): each new
// toast slides in (keyed on what it says).
import { useToasts } from '@airlock/react-hooks'
import { toast as toastClass, tone } from './Toasts.css'

export function Toasts() {
  const { toast } = useToasts()
  return (
    <div role="status" aria-live="polite">
      {toast ? (
        <p
          key={`${toast.variant} ${toast.message}`}
          className={`${toastClass} ${tone[toast.variant]}`}
        >
          {toast.message}
        </p>
      ) : null}
    </div>
  )
}
