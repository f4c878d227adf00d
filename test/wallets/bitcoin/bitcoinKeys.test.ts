import { base16 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { ordinalsKey, paymentKey, seededPrivateKey, taprootOutputKey } from './bitcoinKeys'

const hex = (value: string) => base16.decode(value.toUpperCase())
const one = hex(`${'00'.repeat(31)}01`)

describe('Bitcoin test wallet keys', () => {
  it('P2WPKH of the generator key is the BIP-173 example address', () => {
    expect(paymentKey(one, 'mainnet').address).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(paymentKey(one, 'testnet').address).toBe('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')
  })

  it('taproot output key follows BIP-86 (first receive key of the BIP-86 test mnemonic)', () => {
    const internal = hex('cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115')
    expect(base16.encode(taprootOutputKey(internal)).toLowerCase()).toBe(
      'a60869f0dbcf1dc659c9cecbaf8050135ea9e8cdc487053f1dc6880949dc684c',
    )
  })

  it('the seeded keys are the local API fixture addresses (test/stack/api/bitcoinBalance.ts)', () => {
    expect(paymentKey(seededPrivateKey('payment-0'), 'mainnet').address).toBe(
      'bc1qvvtmevgt0c3m989gpwj55ernlthj3w6kf2mcsk',
    )
    expect(ordinalsKey(seededPrivateKey('ordinals-0'), 'mainnet').address).toBe(
      'bc1pqdgte572rnfemwgyrpq0uhx6ev33r4texphuwgdxhfnnwmlum6yqlhcv34',
    )
  })
})
