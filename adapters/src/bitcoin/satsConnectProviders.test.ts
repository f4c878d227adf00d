import { describe, expect, it } from 'vitest'
import { satsConnectProviders, satsRequest } from './satsConnectProviders'

const provider = { request: async () => ({ result: 1 }) }

describe('sats-connect discovery (window.btc_providers, WBIP-004)', () => {
  it('resolves each entry’s dotted id to its provider on the window', () => {
    const page = {
      XverseProviders: { BitcoinProvider: provider },
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'x' }],
    }
    const [found] = satsConnectProviders(page)
    expect(found?.info.name).toBe('Xverse')
    expect(found?.provider).toBe(provider)
  })

  it('ignores entries without a provider, malformed entries and a missing list', () => {
    const page = {
      Gone: {},
      btc_providers: [{ id: 'Gone.BitcoinProvider', name: 'Gone' }, { name: 'no id' }, null, 7],
    }
    expect(satsConnectProviders(page)).toEqual([])
    expect(satsConnectProviders({})).toEqual([])
    expect(satsConnectProviders(undefined)).toEqual([])
  })
})

describe('satsRequest', () => {
  it('unwraps a result envelope', async () => {
    const answer = await satsRequest(
      { request: async () => ({ result: { signature: 's' } }) },
      'signMessage',
      {},
    )
    expect(answer).toEqual({ signature: 's' })
  })

  it('throws an error envelope with its code', async () => {
    const failing = { request: async () => ({ error: { code: -32000, message: 'User rejected' } }) }
    await expect(satsRequest(failing, 'getAccounts', {})).rejects.toMatchObject({
      code: -32000,
      message: 'User rejected',
    })
  })
})
