'use client'
// DESIGN.md react-hooks: WidgetProvider takes a widget handle, or a config and creates one
// (and destroys it when the provider leaves the tree for good).
import { createWidget, type Widget, type WidgetConfig } from '@airlock/core'
import { type ReactNode, useEffect, useRef } from 'react'
import { WidgetContext } from './internal/widgetContext'

export type WidgetProviderProps =
  | { readonly widget: Widget; readonly config?: never; readonly children?: ReactNode }
  | { readonly config: WidgetConfig; readonly widget?: never; readonly children?: ReactNode }

export function WidgetProvider(props: WidgetProviderProps) {
  // A ref, not a state initializer: strict mode calls initializers twice, and a widget is not
  // free to make (it starts its flows and listens for wallets).
  const created = useRef<Widget | undefined>(undefined)
  if (!props.widget && !created.current)
    created.current = createWidget(props.config as WidgetConfig)
  const widget = props.widget ?? (created.current as Widget)
  const owned = props.widget === undefined
  const mounts = useRef(0)
  useEffect(() => {
    if (!owned) return
    mounts.current++
    return () => {
      mounts.current--
      // React's strict mode unmounts and mounts again at once: destroy only if it stays gone.
      queueMicrotask(() => {
        if (mounts.current === 0) void widget.destroy()
      })
    }
  }, [owned, widget])
  return <WidgetContext.Provider value={widget}>{props.children}</WidgetContext.Provider>
}
