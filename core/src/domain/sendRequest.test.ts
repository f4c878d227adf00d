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

describe('sendRequest: tokens, the balance edge and non-positive amounts (spec §4, §5)', () => {
  const usdcAddress = '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238'
  const usdc = {
    ...testToken('USDC', 'eip155:11155111', { decimals: '6', numeric: '100' }),
    address: `eip155:11155111:${usdcAddress}` as const,
  }

  it('sends a token in its own units, to its contract (the last part of its CAIP-10 address)', () => {
    expect(sendRequest({ token: usdc, sendTokenAmount: '25.5', receiverAddress: to })).toEqual(
      Result.succeed({
        caipNetworkId: 'eip155:11155111',
        namespace: 'eip155',
        to,
        amount: 25_500_000n,
        tokenAddress: usdcAddress,
        // Issue 28 (4): the decimals the amount was scaled with, for the adapter to check.
        decimals: 6,
      }),
    )
  })

  it('names the namespace of the token network', () => {
    const sol = testToken('SOL', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', {
      decimals: '9',
      numeric: '2',
    })
    const receiver = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    expect(sendRequest({ token: sol, sendTokenAmount: '1.5', receiverAddress: receiver })).toEqual(
      Result.succeed({
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        namespace: 'solana',
        to: receiver,
        amount: 1_500_000_000n,
        tokenAddress: undefined,
      }),
    )
  })

  it('allows sending the whole balance, and not one smallest unit more', () => {
    expect(
      Result.map(
        sendRequest({ token: usdc, sendTokenAmount: '100', receiverAddress: to }),
        (r) => r.amount,
      ),
    ).toEqual(Result.succeed(100_000_000n))
    const over = sendRequest({ token: usdc, sendTokenAmount: '100.000001', receiverAddress: to })
    expect(Result.isFailure(over) && over.failure.message).toBe('Insufficient USDC balance')
  })

  it.each(['-1', '-0.5', '0.000', '.0'])(
    'refuses the non-positive amount %j as no amount',
    (amount) => {
      const result = sendRequest({ token: usdc, sendTokenAmount: amount, receiverAddress: to })
      expect(Result.isFailure(result) && result.failure.message).toBe(
        'An amount and receiver address are required',
      )
    },
  )

  it("refuses more decimals than the token has, naming the token's decimals", () => {
    const result = sendRequest({ token: usdc, sendTokenAmount: '1.0000001', receiverAddress: to })
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      _tag: 'InvalidAmountError',
      reason: 'more than 6 decimals',
    })
  })
})
