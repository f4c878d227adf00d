'use client'
// The host's event stream (spec §8: CONNECT_SUCCESS, DISCONNECT_SUCCESS, SWITCH_NETWORK…):
// the latest listener is called, without resubscribing when it changes.
import type { WidgetEvent } from '@airlock/core'
import { useEffect, useRef } from 'react'
import { useWidget } from '../internal/widgetContext'

export interface UseWidgetEventsParameters {
  /** One event type, or every event ('*', the default). */
  readonly type?: string
}

export function useWidgetEvents(
  listener: (event: WidgetEvent) => void,
  { type = '*' }: UseWidgetEventsParameters = {},
): void {
  const widget = useWidget()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => widget.on(type, (event) => latest.current(event)), [widget, type])
}
