import { Result } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidAccountNameError } from '../errors/validation'
import { validateAccountName } from './accountName'

describe('validateAccountName (spec §5)', () => {
  it.each(['abcd', 'ABCD', 'a1-b', '----', '1234', 'my-name-2026'])('accepts %j', (value) => {
    expect(validateAccountName(value)).toEqual(Result.succeed(value))
  })

  it.each([
    ['', 'at least 4'],
    ['abc', 'at least 4'],
    ['ab_cd', 'letters, digits and hyphens'],
    ['ab cd', 'letters, digits and hyphens'],
    ['name.eth', 'letters, digits and hyphens'],
    ['naïve', 'letters, digits and hyphens'],
    ['abcd\n', 'letters, digits and hyphens'],
  ])('rejects %j (%s)', (value, reason) => {
    const result = validateAccountName(value)
    expect(Result.isFailure(result) && result.failure.message).toContain(reason)
  })

  it('property: never throws; fails with the typed error', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = validateAccountName(value)
        if (Result.isFailure(result)) expect(result.failure).toBeInstanceOf(InvalidAccountNameError)
        else expect(value).toMatch(/^[a-zA-Z0-9-]{4,}$/)
      }),
    )
  })
})
