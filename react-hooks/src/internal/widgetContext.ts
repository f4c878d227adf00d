'use client'
// The one widget a subtree talks to (STYLE.md: one provider).
import type { Widget } from '@airlock/core'
import type { FlowId } from '@airlock/core/internal'
import { Data } from 'effect'
import { createContext, useContext } from 'react'

export class WidgetProviderMissingError extends Data.TaggedError('WidgetProviderMissingError')<
  Record<never, never>
> {
  override readonly message = 'Airlock hooks must be used inside <WidgetProvider>'
}

export const WidgetContext = createContext<Widget | null>(null)

export function useWidget(): Widget {
  const widget = useContext(WidgetContext)
  if (!widget) throw new WidgetProviderMissingError()
  return widget
}

/**
 * The widget, once it runs (decision 0037): a component that reads a flow suspends until the
 * widget's code has arrived, so the nearest <Suspense> shows its fallback meanwhile (the kit
 * reads useWidgetReadiness instead, so its parts show at once when it arrives). A widget that
 * could not start throws why, to the nearest error boundary.
 */
export function useRunningWidget(): Widget {
  const widget = useWidget()
  if (widget.readiness() === 'loading') throw widget.ready
  return widget
}

/**
 * The widget, once it runs and the flow `id` with it: the account's flows (send, pay, activity,
 * smart sessions, swap, on-ramp) start on first use (issue 27), and a component that reads one
 * suspends until it runs, as it does for the widget.
 */
export function useRunningFlow(id: FlowId): Widget {
  const widget = useRunningWidget()
  const starting = widget.flowStarting(id)
  if (starting) throw starting
  return widget
}
