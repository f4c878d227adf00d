// DESIGN.md Analytics (spec §7): events go to the analytics service only once analytics is
// known to be on (the host's switch and the project's remote config); until then they wait in
// a short queue, and if it turns out off they are dropped unsent. MODAL_CREATED is never sent,
// nor anything on a server. Error telemetry waits on the same switch (sendWhenOn).
import { Context, Effect, Layer } from 'effect'
import { Http, type HttpShape } from '../http/Http'
import { makePulse, type PulseConfig } from './pulse'

export interface AnalyticsEvent {
  readonly type: 'track'
  readonly event: string
  readonly properties?: Readonly<Record<string, unknown>>
}

export interface AnalyticsConfig extends PulseConfig {
  /** The host's switch (features.analytics); off means nothing is ever sent. */
  readonly enabled?: boolean
  /** No window: server rendering. */
  readonly isServer?: boolean
}

/** Events kept while waiting for the remote switch; older ones beyond this are dropped. */
const QUEUE_LIMIT = 50

export function makeAnalytics(http: HttpShape, config: AnalyticsConfig) {
  const send = makePulse(http, config)
  const hostAllows = config.enabled !== false && !(config.isServer ?? typeof window === 'undefined')
  let remote: 'unknown' | 'on' | 'off' = 'unknown'
  const queue: Readonly<Record<string, unknown>>[] = []

  /** One pulse call once analytics is known to be on: sent, held until known, or dropped.
   * Error telemetry goes through here too (issue 28: the same switch). */
  const sendWhenOn = (props: Readonly<Record<string, unknown>>): Effect.Effect<void> =>
    Effect.suspend(() => {
      if (!hostAllows || remote === 'off') return Effect.void
      if (remote === 'on') return send(props)
      queue.push(props)
      if (queue.length > QUEUE_LIMIT) queue.shift()
      return Effect.void
    })

  const track = (event: AnalyticsEvent, address?: string): Effect.Effect<void> =>
    event.event === 'MODAL_CREATED' ? Effect.void : sendWhenOn({ ...event, address })

  /** The project's analytics config arrived: send what waited, or drop it. */
  const setRemoteEnabled = (enabled: boolean): Effect.Effect<void> =>
    Effect.suspend(() => {
      remote = enabled ? 'on' : 'off'
      const waiting = queue.splice(0)
      if (!enabled || !hostAllows) return Effect.void
      return Effect.forEach(waiting, send, { discard: true })
    })

  return { track, sendWhenOn, setRemoteEnabled, isOn: () => hostAllows && remote === 'on' }
}

export type AnalyticsShape = ReturnType<typeof makeAnalytics>

export class Analytics extends Context.Service<Analytics, AnalyticsShape>()('airlock/Analytics') {
  static layer(config: AnalyticsConfig) {
    return Layer.effect(
      Analytics,
      Effect.gen(function* () {
        return makeAnalytics(yield* Http, config)
      }),
    )
  }
}
