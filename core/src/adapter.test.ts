import { describe, expect, it } from 'vitest'
import { type Eip1193Provider, externalConnector } from './adapter'

describe('externalConnector (spec §3 Connector type EXTERNAL)', () => {
  it('shows a host-registered provider as an EXTERNAL connector, without creating the provider', () => {
    let created = 0
    const provider: Eip1193Provider = { request: async () => ['0x1'] }
    const connector = externalConnector({
      id: 'app-wallet',
      name: 'App Wallet',
      imageUrl: 'https://host/app.svg',
      chain: 'eip155',
      getProvider: () => {
        created += 1
        return provider
      },
    })
    expect(connector).toEqual({
      id: 'app-wallet',
      name: 'App Wallet',
      imageUrl: 'https://host/app.svg',
      type: 'EXTERNAL',
      chain: 'eip155',
    })
    expect(created).toBe(0)
  })
})
