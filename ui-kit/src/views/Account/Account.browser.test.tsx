// The Account view in Chromium over the real widget: the EVM adapter, the injected test wallet,
// the local chains and the local Blockchain API. Opened on a connected account it shows the
// short address and the ETH balance the API reads from the chain; the network list switches
// the wallet to Sepolia (the view follows, balance included); Disconnect disconnects and closes.
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
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import '../../../../test/browser/browserStack'
import { rpc, snapshotChains } from '../../../../test/stack/chainRpc'
import { announceTestWallet, createTestWallet } from '../../../../test/wallets/injected/testWallet'
import { shortAddress } from '../../buttons/AccountButton'
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
  // Balances no other test depends on (the chains are reverted after each test).
  await rpc(rpcUrls.mainnet, 'anvil_setBalance', [wallet.address, '0x42ed11e914577f8000']) // 1234.5678
  await rpc(rpcUrls.sepolia, 'anvil_setBalance', [wallet.address, '0x3782dace9d900000']) // 4
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
const buttonNamed = (pattern: RegExp) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((button) =>
    pattern.test(button.textContent ?? ''),
  )

describe('Account view', () => {
  it('shows the account and its ETH balance, switches to Sepolia, and disconnects', async () => {
    const { wallet, widget, clock } = await setup()
    await act(() => widget.connect({ connectorId: rdns }))
    act(() => {
      widget.open()
      clock.increment(MODAL_OPEN_DELAY_MS)
    })
    const view = await until(() => dialog()?.querySelector<HTMLElement>('[data-view="Account"]'))
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy()
    expect(view.textContent).toContain(shortAddress(wallet.address))
    const balance = () => view.querySelector('[data-testid="native-balance"]')?.textContent
    await until(() => balance() === '1,234.567 ETH')
    // The token list has the native coin too, with its USD value (the local API prices ETH at 3000).
    await until(() =>
      view.querySelector('[role="tabpanel"] li')?.textContent?.includes('$3,703,703.40'),
    )
    const explorer = view.querySelector<HTMLAnchorElement>('a[target="_blank"]')
    expect(explorer?.href).toBe(`https://etherscan.io/address/${wallet.address}`)
    expect(explorer?.rel).toBe('noopener noreferrer')

    // The network switcher: the list opens inline, Sepolia switches the wallet.
    const trigger = await until(() => buttonNamed(/^Network.*Ethereum/))
    act(() => trigger.click())
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const sepolia = await until(() => buttonNamed(/^S.*Sepolia/))
    act(() => sepolia.click())
    await until(() => widget.getState().caipNetwork?.id === 11155111)
    expect(wallet.chainId).toBe(11155111)
    await until(() => trigger.textContent?.includes('Sepolia'))
    expect(view.querySelector('li [aria-current="true"]')?.textContent).toContain('Sepolia')
    await until(() => balance() === '4.000 ETH')
    expect(view.querySelector<HTMLAnchorElement>('a[target="_blank"]')?.href).toBe(
      `https://sepolia.etherscan.io/address/${wallet.address}`,
    )

    // Disconnect: the wallet's session ends and the modal closes.
    const disconnect = await until(() => buttonNamed(/^Disconnect$/))
    act(() => disconnect.click())
    await until(() => widget.getState().status === 'disconnected')
    await until(() => !widget.getState().open && !dialog())
  })

  it('the tabs are keyboard-operable and the machine keeps the chosen one', async () => {
    const { widget, clock } = await setup()
    await act(() => widget.connect({ connectorId: rdns }))
    act(() => {
      widget.open()
      clock.increment(MODAL_OPEN_DELAY_MS)
    })
    const view = await until(() => dialog()?.querySelector<HTMLElement>('[data-view="Account"]'))
    // The balance settles first (a request still in flight at the end would outlive the widget).
    await until(() => view.querySelector('[data-testid="native-balance"]'))
    const tokens = await until(() =>
      view.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'),
    )
    expect(tokens.textContent).toBe('Tokens')
    act(() => {
      tokens.focus()
      tokens.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    })
    const selected = () => view.querySelector('[role="tab"][aria-selected="true"]')?.textContent
    await until(() => selected() === 'NFTs')
    expect(view.querySelector('[role="tabpanel"]:not([hidden])')?.textContent).toBe('No NFTs yet')
    // Closed and opened again, the Account view is still on NFTs (the machine's tab).
    act(() => widget.close())
    act(() => {
      widget.open()
      clock.increment(MODAL_OPEN_DELAY_MS)
    })
    const again = await until(() => dialog()?.querySelector<HTMLElement>('[data-view="Account"]'))
    expect(again.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('NFTs')
  })
})
