import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../domain/types'
import { reconnectOrder } from './reconnectOrder'

const shared = { name: 'shared provider' }
const connector = (id: string, provider: unknown = { id }): Connector => ({
  id,
  name: id,
  type: 'INJECTED',
  chain: 'eip155',
  provider,
})

describe('spec §4: auto-reconnect order', () => {
  it('most recent first, then already connected, then the others in their own order', () => {
    const order = reconnectOrder({
      connectors: [connector('a'), connector('b'), connector('c'), connector('d')],
      recentConnectorId: 'c',
      connectedConnectorIds: ['d'],
    })
    expect(order.map((c) => c.id)).toEqual(['c', 'd', 'a', 'b'])
  })

  it('a connector whose provider is made on first use is tried only if it was connected', () => {
    const order = reconnectOrder({
      connectors: [
        { ...connector('walletConnect'), type: 'WALLET_CONNECT', provider: undefined },
        { ...connector('sdk-wallet'), type: 'EXTERNAL', provider: undefined },
        { ...connector('never-used'), type: 'EXTERNAL', provider: null },
        connector('c'),
      ],
      recentConnectorId: 'walletConnect',
      connectedConnectorIds: ['sdk-wallet'],
    })
    expect(order.map((c) => c.id)).toEqual(['walletConnect', 'sdk-wallet', 'c'])
  })

  it('skips a duplicate provider, keeping the one that comes first in the order', () => {
    const order = reconnectOrder({
      connectors: [connector('injected', shared), connector('io.metamask', shared)],
      recentConnectorId: 'io.metamask',
      connectedConnectorIds: [],
    })
    expect(order.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('never repeats a provider, never invents a connector, never makes an unused one', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.integer({ min: 0, max: 3 })),
        ),
        fc.option(fc.constantFrom('a', 'b', 'c')),
        (specs, recent) => {
          const providers = [undefined, { p: 1 }, { p: 2 }, { p: 3 }]
          const connectors = specs.map(([id, p]) => ({ ...connector(id), provider: providers[p] }))
          const order = reconnectOrder({
            connectors,
            recentConnectorId: recent ?? undefined,
            connectedConnectorIds: ['b'],
          })
          const made = order.filter((c) => c.provider !== undefined)
          expect(new Set(made.map((c) => c.provider)).size).toBe(made.length)
          for (const c of order) expect(connectors).toContain(c)
          for (const c of order.filter((c) => c.provider === undefined)) {
            expect([recent, 'b']).toContain(c.id)
          }
        },
      ),
    )
  })
})
