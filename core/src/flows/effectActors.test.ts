import { Data, Effect, Layer, ManagedRuntime } from 'effect'
import { afterAll, describe, expect, it } from 'vitest'
import { assign, createActor, setup, toPromise, waitFor } from 'xstate'
import { ActorNotProvidedError, fromEffect, notProvided } from './effectActors'

class Boom extends Data.TaggedError('Boom')<{ readonly reason: string }> {}

const runtime = ManagedRuntime.make(Layer.empty)
afterAll(() => runtime.dispose())

const machine = setup({
  types: { context: {} as { result?: number; error?: unknown } },
  actors: { work: notProvided<number, { n: number }>('work') },
}).createMachine({
  initial: 'working',
  context: {},
  states: {
    working: {
      invoke: {
        src: 'work',
        input: { n: 2 },
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { cancel: 'cancelled' },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
})

describe('fromEffect', () => {
  it('resolves with the program result', async () => {
    const actor = createActor(
      machine.provide({
        actors: { work: fromEffect(runtime, ({ n }: { n: number }) => Effect.succeed(n * 21)) },
      }),
    ).start()
    await toPromise(actor)
    expect(actor.getSnapshot().context.result).toBe(42)
  })

  it('rejects with the tagged error itself, so onError can switch on _tag', async () => {
    const actor = createActor(
      machine.provide({
        actors: {
          work: fromEffect(
            runtime,
            (): Effect.Effect<number, Boom> => Effect.fail(new Boom({ reason: 'x' })),
          ),
        },
      }),
    ).start()
    await toPromise(actor)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Boom)
  })

  it('leaving the state interrupts the running program', async () => {
    let interrupted = false
    const actor = createActor(
      machine.provide({
        actors: {
          work: fromEffect(
            runtime,
            (): Effect.Effect<number> =>
              Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true)))),
          ),
        },
      }),
    ).start()
    await new Promise((resolve) => setTimeout(resolve, 5))
    actor.send({ type: 'cancel' })
    await waitFor(actor, () => interrupted, { timeout: 1000 })
    expect(actor.getSnapshot().value).toBe('cancelled')
  })
})

describe('notProvided', () => {
  it('fails at once with ActorNotProvidedError naming the actor', async () => {
    const actor = createActor(machine).start()
    await toPromise(actor)
    const { error } = actor.getSnapshot().context
    expect(error).toBeInstanceOf(ActorNotProvidedError)
    expect(error).toMatchObject({ actor: 'work', message: expect.stringContaining('"work"') })
  })
})
