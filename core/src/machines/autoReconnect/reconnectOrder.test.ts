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

  it('skips connectors without a provider', () => {
    const order = reconnectOrder({
      connectors: [
        { ...connector('a'), provider: undefined },
        connector('b', null),
        connector('c'),
      ],
      recentConnectorId: 'a',
      connectedConnectorIds: [],
    })
    expect(order.map((c) => c.id)).toEqual(['c'])
  })

  it('skips a duplicate provider, keeping the one that comes first in the order', () => {
    const order = reconnectOrder({
      connectors: [connector('injected', shared), connector('io.metamask', shared)],
      recentConnectorId: 'io.metamask',
      connectedConnectorIds: [],
    })
    expect(order.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('never repeats a provider and never invents a connector', () => {
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
          expect(new Set(order.map((c) => c.provider)).size).toBe(order.length)
          for (const c of order) expect(connectors).toContain(c)
        },
      ),
    )
  })
})
