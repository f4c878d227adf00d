// The Receive view in Chromium over the real widget: the EVM adapter, the injected test wallet
// and the local chains. Opened on Receive for a connected account it shows the whole address,
// a QR code labelled with it, the configured eip155 networks by name, and Copy writes the
// address to the clipboard and says 'Copied'.
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
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
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

async function setup() {
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
  cleanups.push(() => widget.destroy())
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
  })
  return { wallet, widget, clock }
}

async function until<T>(find: () => T | null | undefined | false): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const found = find()
    if (found) return found
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error(`timed out waiting for ${find}`)
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')

describe('Receive view', () => {
  it('shows the address, its QR code and the networks it is valid on, and copies it', async () => {
    const { wallet, widget, clock } = await setup()
    await act(() => widget.connect({ connectorId: rdns }))
    act(() => {
      widget.open({ view: 'Receive' })
      clock.increment(MODAL_OPEN_DELAY_MS)
    })
    const view = await until(() => dialog()?.querySelector<HTMLElement>('[data-view="Receive"]'))
    expect(view.querySelector('[data-testid="address"]')?.textContent).toBe(wallet.address)
    const qr = view.querySelector('svg[role="img"]')
    expect(qr?.getAttribute('aria-label')).toContain(wallet.address)
    const networks = [...view.querySelectorAll('ul li')].map(
      (item) => item.querySelector('span:last-child')?.textContent,
    )
    expect(networks).toEqual(['Ethereum', 'Sepolia'])

    const copy = [...view.querySelectorAll('button')].find(
      (button) => button.textContent === 'Copy address',
    )
    expect(copy).toBeTruthy()
    // A real click (user activation): Chromium lets the page write the clipboard but not read it
    // back, so the write is watched (the real one still happens) and the feedback checked.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    cleanups.push(() => writeText.mockRestore())
    if (copy) await act(() => userEvent.click(copy))
    await until(() => view.querySelector('button')?.textContent === 'Copied')
    expect(writeText).toHaveBeenCalledExactlyOnceWith(wallet.address)
    await expect(writeText.mock.results[0]?.value).resolves.toBeUndefined()
    expect(view.querySelector('[role="status"]')?.textContent).toBe('Copied')
  })
})
