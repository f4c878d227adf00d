import { Cause, Duration, Effect } from 'effect'
import { WalletTimeoutError } from '../../adapter'
import { DISCONNECT_TIMEOUT_MS } from '../../constants'
import type { ActiveConnection } from './disconnectTargets'

export interface DisconnectFailure {
  readonly connection: ActiveConnection
  readonly error: unknown
}

export interface DisconnectOutcome {
  readonly disconnected: readonly ActiveConnection[]
  readonly failures: readonly DisconnectFailure[]
}

/**
 * spec §4, §9: each disconnect runs independently, at most 3 s each; failures (a rejection, a
 * defect, a timeout) are gathered, never short-circuiting the others.
 */
export const disconnectEach = <R>(
  targets: readonly ActiveConnection[],
  disconnectOne: (connection: ActiveConnection) => Effect.Effect<void, unknown, R>,
): Effect.Effect<DisconnectOutcome, never, R> =>
  Effect.forEach(
    targets,
    (connection) =>
      disconnectOne(connection).pipe(
        Effect.timeoutOrElse({
          duration: Duration.millis(DISCONNECT_TIMEOUT_MS),
          orElse: () =>
            Effect.fail(
              new WalletTimeoutError({ operation: 'disconnect', timeoutMs: DISCONNECT_TIMEOUT_MS }),
            ),
        }),
        // Defects count as failures too: one broken connector must not stop the others.
        Effect.sandbox,
        Effect.mapError(Cause.squash),
        Effect.result,
        Effect.map((result) => ({ connection, result })),
      ),
    { concurrency: 'unbounded' },
  ).pipe(
    Effect.map((results) => ({
      disconnected: results.filter((r) => r.result._tag === 'Success').map((r) => r.connection),
      failures: results.flatMap((r) =>
        r.result._tag === 'Failure' ? [{ connection: r.connection, error: r.result.failure }] : [],
      ),
    })),
  )
