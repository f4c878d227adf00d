import { describe, expect, it } from 'vitest'
import { injectedExtensions, polkadotConnector, watchInjectedWeb3 } from './injectedWeb3'

const extension = { version: '0.1', enable: async () => ({}) as never }

describe('injectedWeb3 discovery', () => {
  it('lists the well-formed extensions and ignores the rest (page input)', () => {
    const found = injectedExtensions({
      injectedWeb3: { 'polkadot-js': extension, broken: { version: '1' }, nothing: null },
    })
    expect([...found.keys()]).toEqual(['polkadot-js'])
    expect(injectedExtensions({})).toEqual(new Map())
    expect(injectedExtensions(undefined)).toEqual(new Map())
  })

  it('shows known extensions by their display name, others by their key in words', () => {
    expect(polkadotConnector('polkadot-js', extension).name).toBe('Polkadot{.js}')
    expect(polkadotConnector('talisman', extension).name).toBe('Talisman')
    expect(polkadotConnector('my-wallet', extension)).toMatchObject({
      id: 'my-wallet',
      name: 'My Wallet',
      type: 'INJECTED',
      chain: 'polkadot',
    })
    expect(polkadotConnector('enkrypt', extension).name).toBe('Enkrypt')
    expect(polkadotConnector('fearless_wallet', extension).name).toBe('Fearless Wallet')
    expect(polkadotConnector('--', extension).name).toBe('--')
  })

  it('reads again at load, catching an extension that injected late', () => {
    const target = new EventTarget() as EventTarget & { injectedWeb3?: object }
    const seen: string[][] = []
    const stop = watchInjectedWeb3((found) => seen.push([...found.keys()]), target)
    target.injectedWeb3 = { talisman: extension }
    target.dispatchEvent(new Event('load'))
    stop()
    target.dispatchEvent(new Event('load'))
    expect(seen).toEqual([[], ['talisman']])
  })
})
