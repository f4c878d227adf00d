import type { WidgetEvent } from '@airlock/core'
import { useWidgetEvents } from '@airlock/react-hooks'
import { useState } from 'react'

export function EventLog() {
  const [events, setEvents] = useState<readonly WidgetEvent[]>([])
  useWidgetEvents((event) => setEvents((previous) => [...previous, event]))
  useWidgetEvents(
    (event) => {
      console.info('disconnected', event.namespaces)
    },
    { type: 'DISCONNECT_SUCCESS' },
  )
  return (
    <ol>
      {events.map((event, index) => (
        // The log only grows, so an index names one event.
        <li key={index}>{event.type}</li>
      ))}
    </ol>
  )
}
