// spec §9 "Balance and send: eip155, solana", §8 "unsupported-network lookups return empty":
// on a namespace whose balances the widget does not read, getBalances answers an empty list
// without asking the API and without the 'Token Balance Unavailable' toast (issue 25: a
// Polkadot account showed the toast, as if something had failed).
import { afterEach, describe, expect, it } from 'vitest'
import { polkadotMainnet } from '../../domain/networks/polkadot'
import { widgetSystemIds } from '../../flows/systemIds'
import { memoryBackend } from '../../services/storage/storageBackend'
import { createMemoryAdapter } from '../../testing/memoryAdapter'
import { createWidget, type Widget } from '../createWidget'

const widgets: Widget[] = []
afterEach(async () => {
  for (const widget of widgets.splice(0)) await widget.destroy()
})

describe('getBalances', () => {
  it('answers an empty list on polkadot, with no request and no toast', async () => {
    const requests: string[] = []
    const { adapter } = createMemoryAdapter({
      namespace: 'polkadot',
      networks: [polkadotMainnet],
      wallets: [
        {
          connector: { id: 'dot', name: 'Dot', type: 'INJECTED', chain: 'polkadot' },
          accounts: [
            {
              namespace: 'polkadot',
              address: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
              type: 'eoa',
            },
          ],
        },
      ],
    })
    const widget = createWidget({
      projectId: 'test-project',
      adapters: [adapter],
      networks: [polkadotMainnet],
      storage: memoryBackend(),
      services: {
        fetch: async (input) => {
          requests.push(String(input))
          return new Response('{}', { status: 500 })
        },
      },
    })
    widgets.push(widget)
    await widget.connect({ connectorId: 'dot' })
    expect(widget.getState().caipNetwork?.chainNamespace).toBe('polkadot')
    expect(await widget.getBalances({ throwOnError: true })).toEqual([])
    expect(requests.filter((url) => url.includes('/balance'))).toEqual([])
    const toasts = widget.actor.system.get(widgetSystemIds.toasts)?.getSnapshot().context
    expect(JSON.stringify(toasts)).not.toContain('Token Balance Unavailable')
  })
})
