// The Send view in Chromium over the real widget: the EVM adapter, the injected test wallet (the
// dev account, which holds the fixture tokens), the local chains and the local Blockchain API.
// Sending fixture USDC moves it on chain and the modal returns to Account (spec §4); a wallet
// rejection shows its message and keeps the form as it was.
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
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { SimulatedClock } from 'xstate'
import '../../../../test/browser/browserStack'
import { snapshotChains } from '../../../../test/stack/chainRpc'
import { announceTestWallet, createTestWallet } from '../../../../test/wallets/injected/testWallet'
import { WalletModal } from '../../modal/WalletModal'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { rpcUrls, services, fixtures } = inject('stack')
const rdns = 'dev.airlock.testwallet'
/** anvil's second dev account: holds no fixture USDC of its own. */
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
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
  await act(() => widget.connect({ connectorId: rdns }))
  act(() => {
    widget.open({ view: 'Send' })
    clock.increment(MODAL_OPEN_DELAY_MS)
  })
  return { wallet, widget, clock }
}

async function until<T>(find: () => T | null | undefined | false, what?: string): Promise<T> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const found = find()
    if (found) return found
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error(
    `timed out waiting for ${what ?? find}; the view shows: ${sendView()?.textContent}`,
  )
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const sendView = () => dialog()?.querySelector<HTMLElement>('[data-view="Send"]')
const buttonNamed = (pattern: RegExp) =>
  [...(sendView()?.querySelectorAll('button') ?? [])].find((button) =>
    pattern.test(button.textContent ?? ''),
  )
const input = (label: string) => {
  const labelled = [...(sendView()?.querySelectorAll('label') ?? [])].find(
    (each) => each.textContent === label,
  )
  return labelled ? (document.getElementById(labelled.htmlFor) as HTMLInputElement | null) : null
}

const mainnet = createPublicClient({ transport: http(rpcUrls.mainnet) })
const usdcOf = (address: `0x${string}`) =>
  mainnet.readContract({
    address: fixtures.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/** Picks fixture USDC, types 12.5 and the receiver: the Send button is ready. */
async function fillForm() {
  await until(sendView, 'the Send view')
  const picker = await until(() => buttonNamed(/Select a token/), 'the token picker')
  await act(() => userEvent.click(picker))
  // The API's balances of the dev account: the fixture tokens with their names.
  const usdc = await until(() => buttonNamed(/^.*USD Coin/), 'USD Coin in the token list')
  await act(() => userEvent.click(usdc))
  await until(() => buttonNamed(/USDC/), 'USDC chosen')
  const amount = await until(() => input('Amount'), 'the amount input')
  await act(() => userEvent.fill(amount, '12.5'))
  const to = await until(() => input('Receiver'), 'the receiver input')
  await act(() => userEvent.fill(to, receiver))
  return until(() => buttonNamed(/^Send$/), 'the Send button enabled')
}

describe('Send view', () => {
  it('sends fixture USDC on chain and returns to Account', async () => {
    const { wallet } = await setup()
    const before = await usdcOf(receiver)
    const send = await fillForm()
    expect(send.disabled).toBe(false)
    expect(sendView()?.textContent).toContain('≈ $12.50')
    await act(() => userEvent.click(send))
    // spec §4: confirmed → the form resets and the modal is back on Account.
    await until(() => dialog()?.querySelector('[data-view="Account"]'), 'the Account view')
    expect(await usdcOf(receiver)).toBe(before + 12_500_000n)
    expect(wallet.controls.requests().some((call) => call.method === 'eth_sendTransaction')).toBe(
      true,
    )
  })

  it('a rejection in the wallet shows its message and keeps the form', async () => {
    const { wallet } = await setup()
    const before = await usdcOf(receiver)
    wallet.controls.rejectNext('eth_sendTransaction')
    const send = await fillForm()
    await act(() => userEvent.click(send))
    const alert = await until(
      () => sendView()?.querySelector('[role="alert"]'),
      'the rejection alert',
    )
    expect(alert.textContent).toBe('User rejected the request.')
    expect(input('Amount')?.value).toBe('12.5')
    expect(input('Receiver')?.value).toBe(receiver)
    expect(buttonNamed(/USDC/)).toBeTruthy()
    expect(buttonNamed(/^Send$/)?.disabled).toBe(false)
    expect(await usdcOf(receiver)).toBe(before)
  })
})
