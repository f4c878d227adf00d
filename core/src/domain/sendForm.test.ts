import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { testToken } from '../testing/fixtures'
import { validateSendForm } from './sendForm'

const usdc = testToken('USDC', 'eip155:1', { decimals: '6', numeric: '10' })
const receiver = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('validateSendForm (spec §5)', () => {
  it('passes a complete form through', () => {
    expect(
      validateSendForm({ token: usdc, sendTokenAmount: '1.5', receiverAddress: receiver }),
    ).toEqual(Result.succeed({ token: usdc, sendTokenAmount: '1.5', receiverAddress: receiver }))
  })

  it.each([
    [{ token: usdc, receiverAddress: receiver }, 'An amount and receiver address are required'],
    [{ token: usdc, sendTokenAmount: '1' }, 'An amount and receiver address are required'],
    [
      { token: usdc, sendTokenAmount: ' ', receiverAddress: receiver },
      'An amount and receiver address are required',
    ],
    [
      { token: usdc, sendTokenAmount: '1', receiverAddress: '' },
      'An amount and receiver address are required',
    ],
    [{}, 'An amount and receiver address are required'],
    [{ sendTokenAmount: '1', receiverAddress: receiver }, 'A token is required'],
  ])('%j fails with %j', (form, message) => {
    const result = validateSendForm(form)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isSuccess(result)) return
    expect(result.failure.message).toBe(message)
  })
})
