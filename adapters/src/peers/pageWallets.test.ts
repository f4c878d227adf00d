// The page's registry loads on first use (@wallet-standard/app getWallets) and still sees the
// wallets that registered before it loaded: they answer its app-ready event. Node has no window;
// one EventTarget stands in for it for the whole file, as getWallets binds the first it sees.
import type { Wallet } from '@wallet-standard/base'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { registerStandardWallet } from '../../../test/wallets/registerStandardWallet'
import { pageWallets, watchPageWallets } from './pageWallets'

const page = new EventTarget()
beforeAll(() => {
  vi.stubGlobal('window', page)
})
afterAll(() => {
  vi.unstubAllGlobals()
})

const wallet = (name: string): Wallet => ({
  version: '1.0.0',
  name,
  icon: 'data:image/svg+xml;base64,',
  chains: [],
  features: {},
  accounts: [],
})

it('sees a wallet that registered before the package loaded, and one that registers after', async () => {
  const unregisterEarly = registerStandardWallet(wallet('Early'), page)
  const seen: string[][] = []
  const stop = watchPageWallets('solana', (wallets) => {
    const publish = () => seen.push((wallets?.get() ?? []).map((found) => found.name))
    const off = wallets?.on('register', publish)
    publish()
    return () => off?.()
  })
  await vi.waitFor(() => expect(seen).toEqual([['Early']]))
  const unregisterLate = registerStandardWallet(wallet('Late'), page)
  expect(seen.at(-1)).toEqual(['Early', 'Late'])
  stop()
  unregisterEarly()
  unregisterLate()
})

it('subscribes nothing when unsubscribed before the package loaded', async () => {
  const subscribe = vi.fn(() => () => {})
  watchPageWallets('bitcoin', subscribe)()
  await pageWallets('bitcoin')
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(subscribe).not.toHaveBeenCalled()
})
