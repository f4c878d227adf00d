import { describe, expect, it } from 'vitest'
import { paymentKey, seededPrivateKey } from './bitcoinKeys'
import { signBitcoinMessage, verifyBitcoinMessage } from './bitcoinMessage'

const key = paymentKey(seededPrivateKey('payment-0'), 'mainnet')
const other = paymentKey(seededPrivateKey('payment-1'), 'mainnet')
const message = new TextEncoder().encode('Airlock sign-in')

describe('BIP-137 message signatures (P2WPKH)', () => {
  it('are 65 bytes with a P2WPKH header (39–42) and verify for the signing address', () => {
    const signature = signBitcoinMessage(key.privateKey, message)
    expect(signature).toHaveLength(65)
    expect(signature[0]).toBeGreaterThanOrEqual(39)
    expect(signature[0]).toBeLessThanOrEqual(42)
    expect(verifyBitcoinMessage(key.address, message, signature)).toBe(true)
  })

  it('fail for another address, another message, or a legacy-address header', () => {
    const signature = signBitcoinMessage(key.privateKey, message)
    expect(verifyBitcoinMessage(other.address, message, signature)).toBe(false)
    expect(verifyBitcoinMessage(key.address, new TextEncoder().encode('x'), signature)).toBe(false)
    const p2pkhHeader = Uint8Array.of(31, ...signature.subarray(1))
    expect(verifyBitcoinMessage(key.address, message, p2pkhHeader)).toBe(false)
  })
})
