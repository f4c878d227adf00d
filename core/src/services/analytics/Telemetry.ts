// DESIGN.md Telemetry (spec §7, §8): error reports through the analytics call with
// props { type, event, errorType, errorMessage, stackTrace }, at most 5 per 60 s (on effect's
// Clock, so tests move time with TestClock). Never sent from a server or when the host turns
// telemetry off. Issue 28: sent only once analytics is known to be on (the host's switch and
// the project's), held until then, as every analytics event is.
import { Clock, Context, Effect, Layer } from 'effect'
import { TELEMETRY_RATE_LIMIT_COUNT, TELEMETRY_RATE_LIMIT_WINDOW_MS } from '../../constants'
import { tagOf } from '../../errors/errorInfo'
import { Analytics, type AnalyticsShape } from './Analytics'

export interface TelemetryConfig {
  readonly enabled?: boolean
  readonly isServer?: boolean
}

export interface ErrorReport {
  /** What failed, e.g. 'iframe_request_timeout' or 'CONNECT_ERROR'. */
  readonly event: string
  readonly error: unknown
}

function describe(error: unknown) {
  if (error instanceof Error) {
    return {
      errorType: tagOf(error) ?? error.name,
      errorMessage: error.message,
      stackTrace: error.stack ?? '',
    }
  }
  return { errorType: typeof error, errorMessage: String(error), stackTrace: '' }
}

export function makeTelemetry(
  analytics: Pick<AnalyticsShape, 'sendWhenOn'>,
  config: TelemetryConfig,
) {
  const on = config.enabled !== false && !(config.isServer ?? typeof window === 'undefined')
  const sentAt: number[] = []

  const report = ({ event, error }: ErrorReport): Effect.Effect<boolean> =>
    Effect.gen(function* () {
      if (!on) return false
      const now = yield* Clock.currentTimeMillis
      while (sentAt.length > 0 && now - (sentAt[0] ?? now) >= TELEMETRY_RATE_LIMIT_WINDOW_MS)
        sentAt.shift()
      if (sentAt.length >= TELEMETRY_RATE_LIMIT_COUNT) return false
      sentAt.push(now)
      yield* analytics.sendWhenOn({ type: 'error', event, ...describe(error) })
      return true
    })

  return { report }
}

export type TelemetryShape = ReturnType<typeof makeTelemetry>

export class Telemetry extends Context.Service<Telemetry, TelemetryShape>()('airlock/Telemetry') {
  static layer(config: TelemetryConfig) {
    return Layer.effect(
      Telemetry,
      Effect.gen(function* () {
        return makeTelemetry(yield* Analytics, config)
      }),
    )
  }
}
