import { describe, expect, it } from 'vitest'
import { cosmosConnector, injectedKeplrs, watchKeplrs } from './keplr'

const keplr = {
  enable: async () => {},
  getKey: async () => ({}) as never,
  signArbitrary: async () => ({}) as never,
}

describe('Keplr-style discovery', () => {
  it('finds window.keplr and window.leap, and ignores objects without the Keplr API', () => {
    expect([...injectedKeplrs({ keplr, leap: keplr }).keys()]).toEqual(['keplr', 'leap'])
    expect([...injectedKeplrs({ keplr: { enable: () => {} } }).keys()]).toEqual([])
    expect(injectedKeplrs(undefined).size).toBe(0)
  })

  it('names the connector after the wallet', () => {
    expect(cosmosConnector('leap', keplr)).toMatchObject({
      id: 'leap',
      name: 'Leap',
      type: 'INJECTED',
      chain: 'cosmos',
    })
  })

  it('reads again at load', () => {
    const target = new EventTarget() as EventTarget & { keplr?: unknown }
    const seen: string[][] = []
    watchKeplrs((found) => seen.push([...found.keys()]), target)
    target.keplr = keplr
    target.dispatchEvent(new Event('load'))
    expect(seen).toEqual([[], ['keplr']])
  })
})
