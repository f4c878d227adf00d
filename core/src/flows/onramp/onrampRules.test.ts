// spec §9 on-ramp rules: the Coinbase pay network of a chain and Meld's currency codes.
import { describe, expect, it } from 'vitest'
import { sampleOnrampOptions } from '../../services/blockchainApi/onrampSamples'
import {
  coinbaseNetwork,
  defaultPurchaseCurrency,
  isProviderPage,
  meldCurrencyCode,
} from './onrampRules'

const usdc = sampleOnrampOptions.purchaseCurrencies.find((currency) => currency.id === 'USDC')

describe('isProviderPage (issue 28)', () => {
  const configured = ['http://127.0.0.1:8560', 'https://meld.example']
  it.each([
    'https://pay.coinbase.com/buy/select-asset?appId=x',
    'http://127.0.0.1:8560/onramp/provider?order=1',
    'https://meld.example/?walletAddress=0x1',
  ])('%s opens', (url) => expect(isProviderPage(url, configured)).toBe(true))

  it.each([
    'javascript:alert(document.domain)',
    'JavaScript://pay.coinbase.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://pay.coinbase.com/buy',
    'https://pay.coinbase.com.evil.example/buy',
    'https://evil.example/pay.coinbase.com',
    'https://127.0.0.1:8560/onramp/provider',
    'http://127.0.0.1:8561/onramp/provider',
    'not a url',
    '',
  ])('%j is refused', (url) => expect(isProviderPage(url, configured)).toBe(false))
})

describe('coinbaseNetwork', () => {
  it('names a Coinbase pay chain, solana for Solana, and ethereum anywhere else', () => {
    expect(coinbaseNetwork(usdc, 'eip155:137')).toBe('polygon')
    expect(coinbaseNetwork(usdc, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana')
    expect(coinbaseNetwork(usdc, 'eip155:11155111')).toBe('ethereum')
    expect(coinbaseNetwork(undefined, undefined)).toBe('ethereum')
  })
})

describe('meldCurrencyCode', () => {
  it('is the symbol on Ethereum and for SOL on Solana, else the symbol and the network', () => {
    expect(meldCurrencyCode('USDC', 'ethereum')).toBe('USDC')
    expect(meldCurrencyCode('SOL', 'solana')).toBe('SOL')
    expect(meldCurrencyCode('USDC', 'solana')).toBe('USDC_SOLANA')
    expect(meldCurrencyCode('USDC', 'polygon')).toBe('USDC_POLYGON')
  })
})

describe('defaultPurchaseCurrency (spec §9, decision 0038)', () => {
  const network = (name: string, chainId: string) => ({
    name,
    display_name: name,
    chain_id: chainId,
    contract_address: '',
  })
  const eth = {
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    networks: [network('ethereum', '1'), network('base', '8453')],
  }
  const options = {
    ...sampleOnrampOptions,
    purchaseCurrencies: [eth, ...sampleOnrampOptions.purchaseCurrencies],
  }
  const on = (caipNetworkId: string) => ({
    namespace: caipNetworkId.split(':')[0] as 'eip155' | 'solana',
    caipNetworkId,
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  })
  const idOf = (
    account: ReturnType<typeof on> | undefined,
    provider: 'coinbase' | 'meld' = 'coinbase',
  ) => defaultPurchaseCurrency(options, provider, account)?.id

  it('is USDC on Ethereum and Polygon, though the options list another first', () => {
    expect(idOf(on('eip155:1'))).toBe('USDC')
    expect(idOf(on('eip155:137'))).toBe('USDC')
    expect(idOf(undefined)).toBe('USDC')
  })

  it('elsewhere is the first currency sold on the network, then USDC, then the first', () => {
    expect(idOf(on('eip155:8453'))).toBe('ETH')
    expect(idOf(on('eip155:10'))).toBe('USDC')
    const noUsdc = { ...options, purchaseCurrencies: [eth] }
    expect(defaultPurchaseCurrency(noUsdc, 'coinbase', on('eip155:10'))?.id).toBe('ETH')
    expect(defaultPurchaseCurrency(undefined, 'coinbase', on('eip155:1'))).toBeUndefined()
  })

  it('is SOL when Meld buys for a Solana account', () => {
    const solana = on('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(idOf(solana, 'meld')).toBe('SOL')
    expect(idOf(solana, 'coinbase')).toBe('USDC')
  })
})
