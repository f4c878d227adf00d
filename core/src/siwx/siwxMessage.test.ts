// Issue 28 (mutation testing found them unasserted): the CAIP-122 text on the namespaces other
// than eip155, line by line as CAIP-122's template has it, and the nonce's alphabet and evenness.
import { describe, expect, it } from 'vitest'
import { createNonce, formatSiwxMessage, type SiwxMessageData } from './siwxMessage'

const base = {
  domain: 'dapp.example',
  uri: 'https://dapp.example/login',
  version: '1',
  nonce: 'n0nce1234567890a',
  issuedAt: '2026-11-27T06:00:00.000Z',
}

describe('CAIP-122 messages', () => {
  it.each([
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'So1anaAddre55'],
    ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'bc1qaddress'],
    ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot', '5Polkadot'],
    ['cosmos:cosmoshub-4', 'Cosmos', 'cosmos1address'],
  ])(
    '%s: the template with the chain’s name, its CAIP-2 id, statement and expiry',
    (chainId, name, address) => {
      const data: SiwxMessageData = {
        ...base,
        chainId: chainId as SiwxMessageData['chainId'],
        accountAddress: address,
        statement: 'Sign in to the dapp',
        expirationTime: '2026-11-28T06:00:00.000Z',
      }
      expect(formatSiwxMessage(data).split('\n')).toEqual([
        `dapp.example wants you to sign in with your ${name} account:`,
        address,
        '',
        'Sign in to the dapp',
        '',
        'URI: https://dapp.example/login',
        'Version: 1',
        `Chain ID: ${chainId}`,
        'Nonce: n0nce1234567890a',
        'Issued At: 2026-11-27T06:00:00.000Z',
        'Expiration Time: 2026-11-28T06:00:00.000Z',
      ])
    },
  )

  it('without a statement or an expiry, those lines are left out; an unknown namespace is named as it is', () => {
    const text = formatSiwxMessage({
      ...base,
      // A namespace the types do not know, as a host's plain JavaScript may pass it.
      chainId: 'tezos:NetXdQprcVkpaWU' as SiwxMessageData['chainId'],
      accountAddress: 'tz1',
    })
    expect(text.split('\n')).toEqual([
      'dapp.example wants you to sign in with your tezos account:',
      'tz1',
      '',
      'URI: https://dapp.example/login',
      'Version: 1',
      'Chain ID: tezos:NetXdQprcVkpaWU',
      'Nonce: n0nce1234567890a',
      'Issued At: 2026-11-27T06:00:00.000Z',
    ])
  })
})

describe('the nonce', () => {
  it('is 16 alphanumeric characters', () => {
    for (let i = 0; i < 50; i++) expect(createNonce()).toMatch(/^[a-zA-Z0-9]{16}$/)
  })

  it('draws every character equally often (byte % 62 would favour the first 8 by a quarter)', () => {
    const counts = new Map<string, number>()
    // 124,000 characters: about 2,000 each, where the bias would give the first 8 about 2,480.
    for (let i = 0; i < 7_750; i++) {
      for (const character of createNonce()) counts.set(character, (counts.get(character) ?? 0) + 1)
    }
    expect(counts.size).toBe(62)
    // The alphabet's first 8 against the other 54, on average: 1.25 with the bias, 1 ± 0.03
    // without (far from the bound either way, so this never fails by chance).
    const mean = (characters: string) =>
      [...characters].reduce((sum, c) => sum + (counts.get(c) ?? 0), 0) / characters.length
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
    expect(mean(alphabet.slice(0, 8)) / mean(alphabet.slice(8))).toBeLessThan(1.1)
  })
})
