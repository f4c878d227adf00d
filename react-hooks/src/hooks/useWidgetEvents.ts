'use client'
// The host's event stream (spec §8: CONNECT_SUCCESS, DISCONNECT_SUCCESS, SWITCH_NETWORK…):
// the latest listener is called, without resubscribing when it changes. With a type, the
// listener gets that event with its payload typed (`{ type: 'SEND_SUCCESS' }` → its hash).
import type { WidgetEvent, WidgetEventOf, WidgetEventType } from '@airlock/core'
import { useEffect, useRef } from 'react'
import { useWidget } from '../internal/widgetContext'

export interface UseWidgetEventsParameters<Type extends WidgetEventType | '*' = '*'> {
  /** One event type, or every event ('*', the default). */
  readonly type?: Type
}

/** Every event. */
export function useWidgetEvents(listener: (event: WidgetEvent) => void): void
/** The events of one type (or '*'). */
export function useWidgetEvents<Type extends WidgetEventType | '*'>(
  listener: (event: WidgetEventOf<Type>) => void,
  parameters: UseWidgetEventsParameters<Type>,
): void
export function useWidgetEvents(
  listener: (event: WidgetEvent) => void,
  { type = '*' }: UseWidgetEventsParameters<WidgetEventType | '*'> = {},
): void {
  const widget = useWidget()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => widget.on(type, (event) => latest.current(event)), [widget, type])
}
