import { ethereumNetwork, networks, sepoliaNetwork } from '@airlock/core'
import { defaultFeatures } from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import { balancesOffered, walletFeatures } from './walletFeatures'

const solana = networks.find((network) => network.chainNamespace === 'solana')
const bitcoin = networks.find((network) => network.chainNamespace === 'bip122')
const networkOf = (namespace: string) =>
  networks.find((network) => network.chainNamespace === namespace)

describe('walletFeatures', () => {
  it('every feature on Ethereum with the default toggles', () => {
    expect(walletFeatures(defaultFeatures, ethereumNetwork)).toEqual({
      onramp: true,
      swaps: true,
      receive: true,
      send: true,
    })
  })

  it('a toggle that is off hides its feature (spec §1)', () => {
    expect(
      walletFeatures({ ...defaultFeatures, send: false, swaps: false }, ethereumNetwork),
    ).toEqual({
      onramp: true,
      swaps: false,
      receive: true,
      send: false,
    })
  })

  it('the onramp toggle off hides Buy (issue 15), on every namespace it applies to', () => {
    expect(walletFeatures({ ...defaultFeatures, onramp: false }, ethereumNetwork)).toEqual({
      onramp: false,
      swaps: true,
      receive: true,
      send: true,
    })
  })

  it('spec §9: swaps only on the 1inch chains; send and on-ramp on eip155 and solana', () => {
    expect(walletFeatures(defaultFeatures, sepoliaNetwork).swaps).toBe(false)
    expect(solana && walletFeatures(defaultFeatures, solana)).toEqual({
      onramp: true,
      swaps: false,
      receive: true,
      send: true,
    })
    expect(bitcoin && walletFeatures(defaultFeatures, bitcoin)).toEqual({
      onramp: false,
      swaps: false,
      receive: true,
      send: false,
    })
  })
})

describe('balancesOffered', () => {
  it('spec §9: on eip155 and solana only', () => {
    expect(balancesOffered(ethereumNetwork)).toBe(true)
    expect(balancesOffered(networkOf('solana'))).toBe(true)
    expect(balancesOffered(networkOf('polkadot'))).toBe(false)
    expect(balancesOffered(networkOf('bip122'))).toBe(false)
    expect(balancesOffered(undefined)).toBe(false)
  })
})
