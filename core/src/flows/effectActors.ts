// The bridge between machines and effect (STYLE.md §2): a machine names its side effects as
// actors, and the widget provides each one as an effect program run on the widget's runtime
// with the actor's abort signal, so leaving a state interrupts the work.
import { Cause, Data, type Effect, Exit, type ManagedRuntime } from 'effect'
import { fromPromise, type PromiseActorLogic } from 'xstate'

/** A machine was started without one of its side effects provided. */
export class ActorNotProvidedError extends Data.TaggedError('ActorNotProvidedError')<{
  readonly actor: string
}> {
  override readonly message = `The actor "${this.actor}" was not provided to the machine`
}

/** The default for an actor named in `setup`: fails at once, so a missing `provide` never hangs. */
export function notProvided<Output, Input = unknown>(
  actor: string,
): PromiseActorLogic<Output, Input> {
  return fromPromise<Output, Input>(() => Promise.reject(new ActorNotProvidedError({ actor })))
}

/**
 * Runs `program(input)` on `runtime` as a promise actor. The actor's signal interrupts the
 * program; a failure rejects with the program's own tagged error (not a wrapped cause), so a
 * machine's `onError` receives `{ error: TaggedError }`; a defect rejects with the defect.
 */
export function fromEffect<Output, Input, E, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  program: (input: Input) => Effect.Effect<Output, E, R>,
): PromiseActorLogic<Output, Input> {
  return fromPromise<Output, Input>(async ({ input, signal }) => {
    const exit = await runtime.runPromiseExit(program(input), { signal })
    if (Exit.isSuccess(exit)) return exit.value
    throw Cause.squash(exit.cause)
  })
}
