import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { PaymentRequestInvalidError } from '../flows/pay/payErrors'
import { ethereumNetwork, sepoliaNetwork } from './networks/evm'
import { checkPaymentRequest, type PaymentRequest } from './paymentRequest'

const networks = [ethereumNetwork, sepoliaNetwork]
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const shop = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const request: PaymentRequest = {
  network: 'eip155:1',
  asset: usdc,
  amount: '25.5',
  recipient: shop,
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
}

const failedField = (changed: Partial<PaymentRequest>) => {
  const result = checkPaymentRequest({ ...request, ...changed } as PaymentRequest, networks)
  if (Result.isSuccess(result)) return undefined
  expect(result.failure).toBeInstanceOf(PaymentRequestInvalidError)
  return result.failure.field
}

describe('checkPaymentRequest (spec §1 pay)', () => {
  it('resolves the network and keeps the token, amount and recipient', () => {
    const result = checkPaymentRequest(request, networks)
    expect(Result.isSuccess(result) && result.success).toEqual({
      network: ethereumNetwork,
      tokenAddress: usdc,
      amount: '25.5',
      recipient: shop,
      metadata: request.metadata,
    })
  })

  it("pays the native coin with the network's own metadata", () => {
    const result = checkPaymentRequest(
      { network: 'eip155:11155111', asset: 'native', amount: ' 0.5 ', recipient: shop },
      networks,
    )
    expect(Result.isSuccess(result) && result.success).toMatchObject({
      network: sepoliaNetwork,
      tokenAddress: undefined,
      amount: '0.5',
      metadata: { symbol: sepoliaNetwork.nativeCurrency.symbol, decimals: 18 },
    })
  })

  it.each([
    [{ network: 'eip155:10' }, 'network'],
    [{ network: 'not a caip id' }, 'network'],
    [{ asset: '0x123' }, 'asset'],
    [{ metadata: undefined }, 'metadata'],
    [{ metadata: { name: 'X', symbol: 'X', decimals: 1.5 } }, 'metadata'],
    [{ metadata: { name: 'X', symbol: '', decimals: 6 } }, 'metadata'],
    [{ amount: '0' }, 'amount'],
    [{ amount: '0.0000001' }, 'amount'],
    [{ amount: '1e3' }, 'amount'],
    [{ amount: 'abc' }, 'amount'],
    [{ amount: 5 as unknown as string }, 'amount'],
    [{ recipient: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }, 'recipient'],
    [{ recipient: `${shop}00` }, 'recipient'],
  ] as const)('%o is refused for its %s', (changed, field) => {
    expect(failedField(changed as Partial<PaymentRequest>)).toBe(field)
  })

  it('names the field and the value in its message', () => {
    const result = checkPaymentRequest({ ...request, amount: '-1' }, networks)
    expect(Result.isFailure(result) && result.failure.message).toBe('Invalid payment amount: -1')
  })
})

describe('checkPaymentRequest edges (spec §1 pay)', () => {
  it.each([0, 18, 36])('accepts token decimals %i', (decimals) => {
    const result = checkPaymentRequest(
      { ...request, amount: '1', metadata: { name: 'T', symbol: 'T', decimals } },
      networks,
    )
    expect(Result.isSuccess(result) && result.success.metadata.decimals).toBe(decimals)
  })

  it.each([-1, 37, Number.NaN])('refuses token decimals %s, naming the metadata', (decimals) => {
    const metadata = { name: 'T', symbol: 'T', decimals }
    const result = checkPaymentRequest({ ...request, amount: '1', metadata }, networks)
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      field: 'metadata',
      value: JSON.stringify(metadata),
    })
  })

  it('refuses metadata whose symbol is not text', () => {
    const metadata = { name: 'T', symbol: 5, decimals: 6 } as unknown as PaymentRequest['metadata']
    expect(failedField({ metadata })).toBe('metadata')
  })

  it('keeps only the name, symbol and decimals of the metadata', () => {
    const metadata = { name: 'USD Coin', symbol: 'USDC', decimals: 6, logo: 'x' }
    const result = checkPaymentRequest({ ...request, metadata }, networks)
    expect(Result.isSuccess(result) && result.success.metadata).toStrictEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
    })
  })

  it('refuses a negative amount and a recipient that is not text, naming the value given', () => {
    const negative = checkPaymentRequest({ ...request, amount: '-25' }, networks)
    expect(Result.isFailure(negative) && negative.failure).toMatchObject({
      field: 'amount',
      value: '-25',
    })
    const recipient = 42 as unknown as string
    const numeric = checkPaymentRequest({ ...request, recipient }, networks)
    expect(Result.isFailure(numeric) && numeric.failure).toMatchObject({
      field: 'recipient',
      value: 42,
    })
  })

  it('refuses a missing request as having no network, without throwing', () => {
    const result = checkPaymentRequest(undefined as unknown as PaymentRequest, networks)
    expect(Result.isFailure(result) && result.failure).toMatchObject({
      field: 'network',
      value: undefined,
    })
  })
})
