import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { ProjectIdNotConfiguredError, SignInConfigConflictError } from '../errors/config'
import { checkConfigRules } from './configRules'

describe('checkConfigRules (spec §5)', () => {
  it.each([
    [{ projectId: 'abc' }],
    [{ projectId: 'abc', siwx: {} }],
    [{ projectId: 'abc', siweConfig: {} }],
  ])('accepts %j', (config) => {
    expect(Result.isSuccess(checkConfigRules(config))).toBe(true)
  })

  it('trims the project id', () => {
    expect(Result.map(checkConfigRules({ projectId: ' abc ' }), (c) => c.projectId)).toEqual(
      Result.succeed('abc'),
    )
  })

  it.each([
    [{}, ProjectIdNotConfiguredError, 'Project ID Not Configured'],
    [{ projectId: '' }, ProjectIdNotConfiguredError, 'Project ID Not Configured'],
    [{ projectId: '   ' }, ProjectIdNotConfiguredError, 'Project ID Not Configured'],
    [{ projectId: 'abc', siweConfig: {}, siwx: {} }, SignInConfigConflictError, 'siwx'],
  ])('rejects %j', (config, errorClass, message) => {
    const result = checkConfigRules(config)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isSuccess(result)) return
    expect(result.failure).toBeInstanceOf(errorClass)
    expect(result.failure.message).toContain(message)
  })
})
