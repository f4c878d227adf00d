'use client'
// The one widget a subtree talks to (STYLE.md: one provider).
import type { Widget } from '@airlock/core'
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
