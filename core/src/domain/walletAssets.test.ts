import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { WalletCapabilitiesParseError } from '../errors/sdk'
import { discoversAssets, hexChainId, walletAssetBalances } from './walletAssets'

describe('discoversAssets (spec §7 wallet_getCapabilities)', () => {
  it('reads assetDiscovery of the chain, or of every chain (0x0)', () => {
    const answer = { '0x1': { assetDiscovery: { supported: true } }, '0xaa36a7': {} }
    expect(discoversAssets(answer, 1)).toEqual(Result.succeed(true))
    expect(discoversAssets(answer, 11155111)).toEqual(Result.succeed(false))
    expect(discoversAssets({ '0x0': { assetDiscovery: { supported: true } } }, 137)).toEqual(
      Result.succeed(true),
    )
    expect(discoversAssets({}, 1)).toEqual(Result.succeed(false))
  })

  it.each([
    null,
    'yes',
    [1],
    { '0x1': 'on' },
    { '0x1': { assetDiscovery: { supported: 'true' } } },
  ])("spec §8: %j is 'Error parsing wallet capabilities'", (answer) => {
    const result = discoversAssets(answer, 1)
    expect(Result.isFailure(result) && result.failure).toBeInstanceOf(WalletCapabilitiesParseError)
    expect(Result.isFailure(result) && result.failure.message).toBe(
      'Error parsing wallet capabilities',
    )
  })

  it('keys chains as lower-case hex', () => {
    expect(hexChainId(11155111)).toBe('0xaa36a7')
    expect(hexChainId('1')).toBe('0x1')
  })
})

describe('walletAssetBalances (ERC-7811 wallet_getAssets)', () => {
  const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  it('gives the native coin without an address and a token with its CAIP-10 one, unpriced', () => {
    const answer = {
      '0x1': [
        {
          address: 'native',
          balance: '0xde0b6b3a7640000',
          type: 'native',
          metadata: { decimals: 18, symbol: 'ETH', name: 'Ether' },
        },
        {
          address: usdc,
          balance: '0x1e8480',
          type: 'erc20',
          metadata: { decimals: 6, symbol: 'USDC', name: 'USD Coin' },
        },
      ],
    }
    expect(walletAssetBalances(answer, 'eip155:1')).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 0,
        value: 0,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${usdc}`,
        price: 0,
        value: 0,
        quantity: { decimals: '6', numeric: '2' },
        iconUrl: '',
      },
    ])
  })

  it.each([
    ['not a record', 'assets'],
    [
      'a balance that is no hex quantity',
      { '0x1': [{ address: 'native', balance: '1', type: 'native' }] },
    ],
    ['no entry for the chain', { '0x89': [] }],
  ])('is no answer for %s', (_, answer) => {
    expect(walletAssetBalances(answer, 'eip155:1')).toBeUndefined()
  })
})
