// spec §2 UnsupportedChain in Chromium over the real widget and the injected test wallet: the
// wallet moves to a chain the app did not ask for, the view opens with the requested networks
// (none current), and choosing Ethereum switches the wallet and closes the modal.
import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWidget,
  ethereumNetwork,
  MODAL_OPEN_DELAY_MS,
  sepoliaNetwork,
  type Widget,
} from '@airlock/core'
import { WidgetProvider } from '@airlock/react-hooks'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, expect, inject, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import '../../../../test/browser/browserStack'
import { snapshotChains } from '../../../../test/stack/chainRpc'
import { announceTestWallet, createTestWallet } from '../../../../test/wallets/injected/testWallet'
import { WalletModal } from '../../modal/WalletModal'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { rpcUrls, services } = inject('stack')
const rdns = 'dev.airlock.testwallet'
const cleanups: (() => unknown)[] = []
let revert: () => Promise<void>

beforeEach(async () => {
  localStorage.clear()
  revert = await snapshotChains(Object.values(rpcUrls))
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await revert()
})

async function until<T>(find: () => T | null | undefined | false): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const found = find()
    if (found) return found
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error(`timed out waiting for ${find}`)
}

it('opens when the wallet is on an unsupported chain; switching from it closes the modal', async () => {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: rpcUrls.mainnet },
      { id: 11155111, rpcUrl: rpcUrls.sepolia },
    ],
    info: { rdns },
  })
  cleanups.push(announceTestWallet(wallet, window))
  const clock = new SimulatedClock()
  const widget: Widget = createWidget({
    projectId: 'local',
    adapters: [
      createEvmAdapter({
        networks: [ethereumNetwork, sepoliaNetwork],
        rpcUrls: { 1: [rpcUrls.mainnet], 11155111: [rpcUrls.sepolia] },
        discovery: { legacyProvider: () => undefined },
      }),
    ],
    clock,
    services: {
      blockchainApiUrl: services.api,
      walletDirectoryUrl: services.directory,
      analyticsUrl: services.analytics,
    },
  })
  cleanups.push(() => widget.destroy())
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <WidgetProvider widget={widget}>
        <WalletModal />
      </WidgetProvider>,
    ),
  )
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
  })

  await act(() => widget.connect({ connectorId: rdns }))
  await act(() =>
    wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x67932', chainName: 'Unsupported', rpcUrls: [rpcUrls.unsupported] }],
    }),
  )
  await until(() => widget.getState().loading)
  act(() => clock.increment(MODAL_OPEN_DELAY_MS))
  const view = await until(() =>
    document.querySelector<HTMLElement>('[role="dialog"] [data-view="UnsupportedChain"]'),
  )
  expect(view.textContent).toContain('Network not supported')
  expect(view.querySelector('[aria-current]')).toBeNull()
  const ethereum = [...view.querySelectorAll('li button')].find((button) =>
    button.textContent?.includes('Ethereum'),
  ) as HTMLButtonElement
  act(() => ethereum.click())
  await until(() => !widget.getState().open && widget.getState().caipNetwork?.id === 1)
  expect(wallet.chainId).toBe(1)
  await until(() => !document.querySelector('[role="dialog"]'))
})
