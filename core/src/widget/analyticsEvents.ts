// spec §3 "Analytics event: eventId, url, domain, timestamp, props (event data plus address)":
// a host event becomes an analytics event with only plain, JSON-safe properties (an error is
// sent as its tag and message, a network as its CAIP id); anything else stays on the page.

import { tagOf } from '../errors/errorInfo'
import type { AnalyticsEvent } from '../services/analytics/Analytics'
import type { WidgetEvent } from './hostEvents'

type Plain = string | number | boolean | readonly string[]

function plain(value: unknown): Plain | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value
  return undefined
}

export function analyticsEventOf(event: WidgetEvent): AnalyticsEvent {
  const properties: Record<string, Plain> = {}
  for (const [name, value] of Object.entries(event)) {
    if (name === 'type') continue
    if (value instanceof Error) {
      properties.errorType = tagOf(value) ?? value.name
      properties.message = value.message
      continue
    }
    const network = value as { caipNetworkId?: unknown } | null
    if (name === 'caipNetwork' && typeof network?.caipNetworkId === 'string') {
      properties.network = network.caipNetworkId
      continue
    }
    const kept = plain(value)
    if (kept !== undefined) properties[name] = kept
  }
  return { type: 'track', event: event.type, properties }
}
