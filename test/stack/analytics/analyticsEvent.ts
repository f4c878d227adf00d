// spec §3, §7 analytics event, the body of `POST /e`. Error telemetry (spec §8) is the same
// call with `props: { type, event, errorType, errorMessage, stackTrace }`, so one shape covers
// both; the sink checks the envelope and keeps `props` as sent.

export interface AnalyticsEventBody {
  readonly eventId: string
  readonly url: string
  readonly domain: string
  readonly timestamp: number
  readonly props: Readonly<Record<string, unknown>>
}

/** An accepted `POST /e`: its query (`projectId`, `st`, `sv`) and its body. */
export interface RecordedAnalyticsEvent {
  readonly query: Readonly<Record<string, string>>
  readonly body: AnalyticsEventBody
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export type ParsedAnalyticsEvent =
  | { readonly ok: true; readonly event: AnalyticsEventBody }
  | { readonly ok: false; readonly message: string }

/** The body as an analytics event (any other fields kept as sent), or what is wrong with it. */
export function parseAnalyticsEvent(body: unknown): ParsedAnalyticsEvent {
  const fail = (message: string) => ({ ok: false, message }) as const
  if (!isRecord(body)) return fail('the body must be a JSON object')
  const { eventId, url, domain, timestamp, props } = body
  if (typeof eventId !== 'string') return fail('eventId must be a string')
  if (typeof url !== 'string') return fail('url must be a string')
  if (typeof domain !== 'string') return fail('domain must be a string')
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) {
    return fail('timestamp must be a number')
  }
  if (!isRecord(props)) return fail('props must be an object')
  return { ok: true, event: { ...body, eventId, url, domain, timestamp, props } }
}
