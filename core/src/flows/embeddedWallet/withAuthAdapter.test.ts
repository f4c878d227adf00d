// spec §3 Connector type AUTH beside the host's eip155 adapter: one adapter per namespace, each
// operation sent to the adapter of the connector it names.
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { AuthConnector } from '../../authConnector'
import { ethereumNetwork } from '../../domain/networks/evm'
import type { Connector } from '../../domain/types'
import { createMemoryAdapter } from '../../testing/memoryAdapter'
import { withAuthAdapter } from './withAuthAdapter'

const authConnector: Connector = {
  id: 'embeddedWallet',
  name: 'E-mail',
  type: 'AUTH',
  chain: 'eip155',
}

function setup() {
  const host = createMemoryAdapter({
    namespace: 'eip155',
    networks: [ethereumNetwork],
    wallets: [],
  })
  const signed: string[] = []
  const embedded = {
    ...createMemoryAdapter({ namespace: 'eip155', networks: [ethereumNetwork], wallets: [] })
      .adapter,
    watchConnectors: (onChange: (list: readonly Connector[]) => void) => {
      onChange([authConnector])
      return () => {}
    },
    signMessage: ({ message }: { message: string }) =>
      Effect.sync(() => {
        signed.push(message)
        return '0xembedded'
      }),
  }
  const auth = { connectorId: 'embeddedWallet', adapter: embedded } as unknown as AuthConnector
  return { host, auth, signed }
}

describe('withAuthAdapter', () => {
  it('joins the auth connector to the eip155 adapter and routes by connector id', async () => {
    const { host, auth, signed } = setup()
    const [joined] = withAuthAdapter([host.adapter], auth)
    if (!joined) throw new Error('no adapter')
    const lists: string[][] = []
    joined.watchConnectors((list) => lists.push(list.map((c) => c.id)))
    expect(lists.at(-1)).toContain('embeddedWallet')
    const signature = await Effect.runPromise(
      joined.signMessage({ connectorId: 'embeddedWallet', address: '0x1', message: 'hi' }),
    )
    expect(signature).toBe('0xembedded')
    expect(signed).toEqual(['hi'])
  })

  it('adds the auth adapter when there is no eip155 adapter, and changes nothing without one', () => {
    const { host, auth } = setup()
    expect(withAuthAdapter([], auth)).toEqual([auth.adapter])
    expect(withAuthAdapter([host.adapter], undefined)).toEqual([host.adapter])
  })
})
