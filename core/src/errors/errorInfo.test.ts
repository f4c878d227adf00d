import { describe, expect, it } from 'vitest'
import { errorInfoOf, UnexpectedError } from './errorInfo'
import { InsufficientFundsError } from './transaction'

describe('errorInfoOf (issue 26: one narrowing of an actor failure)', () => {
  it('keeps a tagged error as it is', () => {
    const error = new InsufficientFundsError({})
    expect(errorInfoOf(error)).toBe(error)
  })

  it('wraps a plain Error in UnexpectedError, with its message and the error as cause', () => {
    const cause = new TypeError('x is undefined')
    const info = errorInfoOf(cause)
    expect(info).toBeInstanceOf(UnexpectedError)
    expect(info).toMatchObject({ _tag: 'UnexpectedError', message: 'x is undefined', cause })
  })

  it("gives anything without a message the spec's 'Something went wrong'", () => {
    for (const thrown of [undefined, null, 42, '', { _tag: 7 }, { _tag: 'X' }]) {
      const info = errorInfoOf(thrown)
      expect(info).toBeInstanceOf(UnexpectedError)
      expect(info).toMatchObject({ message: 'Something went wrong', cause: thrown })
    }
  })

  it('keeps a thrown string as the message', () => {
    expect(errorInfoOf('relay closed').message).toBe('relay closed')
  })
})
