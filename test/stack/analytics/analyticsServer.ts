// The offline analytics sink (spec §7 `POST /e`): accepts analytics and error-telemetry events
// like the real service and keeps the accepted ones, in order, for tests to read — in Node via
// `events()`, from a browser page via `GET /events`.
import { type JsonServer, type Route, startJsonServer } from '../http/jsonServer'
import { requireProjectId } from '../http/sdkQuery'
import { parseAnalyticsEvent, type RecordedAnalyticsEvent } from './analyticsEvent'

export interface AnalyticsServer extends JsonServer {
  /** The accepted `POST /e` calls, oldest first (refused and faulted ones are in requests()). */
  readonly events: () => readonly RecordedAnalyticsEvent[]
  /** Forgets the events (also `DELETE /events`); requests() is cleared separately. */
  readonly clearEvents: () => void
}

export async function startAnalyticsServer({
  port = 0,
}: {
  readonly port?: number
} = {}): Promise<AnalyticsServer> {
  const accepted: RecordedAnalyticsEvent[] = []
  const clearEvents = () => {
    accepted.length = 0
  }
  const routes: Route[] = [
    {
      method: 'POST',
      path: '/e',
      handle: requireProjectId(({ query, body }) => {
        const parsed = parseAnalyticsEvent(body)
        if (!parsed.ok) return { status: 400, json: { message: parsed.message } }
        accepted.push({ query: Object.fromEntries(query), body: parsed.event })
        return { status: 202, json: {} }
      }),
    },
    { method: 'GET', path: '/events', handle: () => ({ json: accepted }) },
    {
      method: 'DELETE',
      path: '/events',
      handle: () => {
        clearEvents()
        return { json: { ok: true } }
      },
    },
  ]
  const server = await startJsonServer({ routes, port })
  return { ...server, events: () => [...accepted], clearEvents }
}
