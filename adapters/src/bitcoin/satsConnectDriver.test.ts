import { expect, it } from 'vitest'
import { satsAccounts } from './satsConnectDriver'

const payment = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const ordinals = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr'

it('types sats-connect addresses by purpose, payment first, and drops Stacks ones', () => {
  const accounts = satsAccounts([
    { address: ordinals, purpose: 'ordinals', publicKey: 'aa' },
    { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' },
    { address: payment, purpose: 'payment', publicKey: 'bb' },
  ])
  expect(accounts).toEqual([
    { namespace: 'bip122', address: payment, type: 'payment', publicKey: 'bb' },
    { namespace: 'bip122', address: ordinals, type: 'ordinal', publicKey: 'aa' },
  ])
})

it('reads nothing from an answer that is not a list of addresses', () => {
  expect(satsAccounts(undefined)).toEqual([])
  expect(satsAccounts([{ purpose: 'payment' }])).toEqual([])
})
