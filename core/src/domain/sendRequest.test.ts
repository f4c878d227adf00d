import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { testToken } from '../testing/fixtures'
import { sendRequest } from './sendRequest'

const eth = testToken('ETH', 'eip155:11155111', { decimals: '18', numeric: '5' })
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('sendRequest (spec §5)', () => {
  it('turns a native send into wei on the token network, without a token address', () => {
    const result = sendRequest({ token: eth, sendTokenAmount: ' 0.25 ', receiverAddress: to })
    expect(result).toEqual(
      Result.succeed({
        caipNetworkId: 'eip155:11155111',
        namespace: 'eip155',
        to,
        amount: 250_000_000_000_000_000n,
        tokenAddress: undefined,
      }),
    )
  })

  it.each([
    ['', to, 'An amount and receiver address are required'],
    ['1', undefined, 'An amount and receiver address are required'],
    ['0', to, 'An amount and receiver address are required'],
    ['5.000000000000000001', to, 'Insufficient ETH balance'],
    [
      'abc',
      to,
      'Invalid amount "abc": expected an optional minus, digits and one optional decimal point',
    ],
  ])('refuses amount %j to %s with %j', (amount, receiverAddress, message) => {
    const result = sendRequest({ token: eth, sendTokenAmount: amount, receiverAddress })
    expect(Result.isFailure(result) && result.failure.message).toBe(message)
  })
})
