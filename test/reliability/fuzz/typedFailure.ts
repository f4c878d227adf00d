// What "nothing throws past a typed error" means for a fuzzed call: it returns (a Result or a
// value), and a failure is an error with a string `_tag` and a message.
import { Result } from 'effect'
import { expect } from 'vitest'

export function expectTypedResult<A, E>(run: () => Result.Result<A, E>): Result.Result<A, E> {
  let result: Result.Result<A, E> | undefined
  expect(() => {
    result = run()
  }).not.toThrow()
  if (!result || !Result.isResult(result)) throw new Error('not a Result')
  if (Result.isFailure(result)) expectTypedError(result.failure)
  return result
}

export function expectTypedError(error: unknown): void {
  const { _tag, message } = (error ?? {}) as { _tag?: unknown; message?: unknown }
  expect(typeof _tag).toBe('string')
  expect(typeof message).toBe('string')
}
