import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { UserRejectedError } from '../../errors/walletRpc'
import { disconnectEach } from './disconnectEach'
import type { ActiveConnection } from './disconnectTargets'

const evm: ActiveConnection = { namespace: 'eip155', connectorId: 'a', connectorType: 'INJECTED' }
const sol: ActiveConnection = { namespace: 'solana', connectorId: 'b', connectorType: 'INJECTED' }
const btc: ActiveConnection = { namespace: 'bip122', connectorId: 'c', connectorType: 'INJECTED' }

const run = <A>(program: Effect.Effect<A>) =>
  Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))

describe('spec §4: each disconnect independent, failures gathered', () => {
  it('a rejection, a defect and a success are each reported on their own', async () => {
    const outcome = await run(
      disconnectEach([evm, sol, btc], (connection) => {
        if (connection === evm) return Effect.fail(new UserRejectedError({}))
        if (connection === sol) return Effect.die(new Error('provider crashed'))
        return Effect.void
      }),
    )
    expect(outcome.disconnected).toEqual([btc])
    expect(outcome.failures.map((f) => f.connection)).toEqual([evm, sol])
    expect(outcome.failures[0]?.error).toBeInstanceOf(UserRejectedError)
    expect(String(outcome.failures[1]?.error)).toContain('provider crashed')
  })

  it('spec §9: a connector that never answers is given up after 3 s, not before', async () => {
    const outcome = await run(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          disconnectEach([evm, sol], (connection) =>
            connection === evm ? Effect.never : Effect.void,
          ),
        )
        yield* TestClock.adjust('2999 millis')
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust('1 millis')
        return yield* Fiber.join(fiber)
      }),
    )
    expect(outcome.disconnected).toEqual([sol])
    expect(outcome.failures[0]?.error).toMatchObject({
      _tag: 'WalletTimeoutError',
      timeoutMs: 3000,
    })
  })
})
