'use client'
// Decision 0037: whether the widget's code has arrived, as state. A component that renders
// something of its own until then (the kit's buttons: the Connect button as stored) reads this
// instead of suspending: React 19 holds back a Suspense boundary's content until 300 ms after
// its fallback showed, so a widget that arrived 50 ms after the page's first paint would show
// its reconnected account 250 ms late. This update renders at once.
import type { WidgetReadiness } from '@airlock/core'
import { useCallback, useSyncExternalStore } from 'react'
import { useWidget } from '../internal/widgetContext'

export function useWidgetReadiness(): WidgetReadiness {
  const widget = useWidget()
  const subscribe = useCallback(
    (onChange: () => void) => {
      let listening = true
      const settled = () => {
        if (listening) onChange()
      }
      widget.ready.then(settled, settled)
      return () => {
        listening = false
      }
    },
    [widget],
  )
  return useSyncExternalStore(subscribe, widget.readiness, loadingOnServer)
}

/**
 * A server renders the parts as they are before the widget runs, and a hydration reads the same,
 * whatever either widget knows by then: the server HTML and the first client render match, and
 * the client renders what its widget knows right after.
 */
const loadingOnServer = (): WidgetReadiness => 'loading'
