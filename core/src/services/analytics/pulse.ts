// spec §7 Analytics: POST /e with query projectId, st, sv and the body { eventId, url, domain,
// timestamp, props }. Shared by Analytics and error Telemetry, which send the same call.
import { Clock, Effect, Schema } from 'effect'
import { SDK_TYPE, SDK_VERSION } from '../../constants'
import type { HttpShape } from '../http/Http'

/** The public service (AppKit's) in production. */
export const ANALYTICS_URL = 'https://pulse.walletconnect.org'

export interface PulseConfig {
  readonly baseUrl: string
  readonly projectId: string
  readonly sdkType?: string
  readonly sdkVersion?: string
  /** Where the event happened; the page's origin and path by default. */
  readonly page?: () => { readonly url: string; readonly domain: string }
}

/** The sink's answer is not used; any JSON (or none) will do. */
const Ignored = Schema.Unknown

/** Issue 28: the page's origin and path, never its query or fragment (tokens, e-mails, codes). */
function currentPage() {
  const location = (
    globalThis as { location?: { origin: string; pathname: string; hostname: string } }
  ).location
  return {
    url: location ? `${location.origin}${location.pathname}` : '',
    domain: location?.hostname ?? '',
  }
}

export function makePulse(http: HttpShape, config: PulseConfig) {
  return (props: Readonly<Record<string, unknown>>): Effect.Effect<void> =>
    Effect.gen(function* () {
      const { url, domain } = (config.page ?? currentPage)()
      yield* http.request({
        method: 'POST',
        baseUrl: config.baseUrl,
        path: '/e',
        params: {
          projectId: config.projectId,
          st: config.sdkType ?? SDK_TYPE,
          sv: config.sdkVersion ?? SDK_VERSION,
        },
        body: {
          eventId: crypto.randomUUID(),
          url,
          domain,
          timestamp: yield* Clock.currentTimeMillis,
          props,
        },
        schema: Ignored,
      })
    }).pipe(
      // Analytics never breaks the widget: a failed send is dropped.
      Effect.ignore,
    )
}
