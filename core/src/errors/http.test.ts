import { describe, expect, it } from 'vitest'
import { OnrampAmountOutOfRangeError } from '../flows/onramp/onrampErrors'
import { HttpDecodeError, HttpStatusError, HttpTimeoutError, isHttpError } from './http'

describe('isHttpError', () => {
  it('knows every failed service call by its tag, and nothing else', () => {
    const call = { method: 'POST', url: 'http://127.0.0.1/v1/onramp/quote' }
    expect(isHttpError(new HttpStatusError({ ...call, status: 500 }))).toBe(true)
    expect(isHttpError(new HttpTimeoutError({ ...call, timeoutMs: 10 }))).toBe(true)
    expect(isHttpError(new HttpDecodeError({ ...call, issue: 'x' }))).toBe(true)
    expect(isHttpError({ _tag: 'HttpStatusErrorish' })).toBe(false)
    expect(
      isHttpError(
        new OnrampAmountOutOfRangeError({ min: '10.00', max: '7500.00', currency: 'USD' }),
      ),
    ).toBe(false)
    expect(isHttpError(undefined)).toBe(false)
  })
})
