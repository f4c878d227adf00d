// The hooks in a real page (Chromium) over the real widget: the EVM adapter, the injected test
// wallet, the local chains and the local Blockchain API. Hydration matches the server HTML,
// render counts stay narrow (a component re-renders for the fields it reads, issue 27), and
// action hooks report their mutation states.
import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWidget,
  ethereumNetwork,
  UserRejectedError,
  type Widget,
  type WidgetEvent,
} from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { act, type ReactNode, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createWalletClient, custom, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import '../../test/browser/browserStack'
import { freshPerTest } from '../../test/browser/browserTestSetup'
import { announceTestWallet, createTestWallet } from '../../test/wallets/injected/testWallet'
import { useAccount } from './hooks/useAccount'
import { useBalance } from './hooks/useBalance'
import { useConnect } from './hooks/useConnect'
import { useDisconnect } from './hooks/useDisconnect'
import { useFeatures } from './hooks/useFeatures'
import { useModal } from './hooks/useModal'
import { useNetwork } from './hooks/useNetwork'
import { useProvider } from './hooks/useProvider'
import { useWidgetEvents } from './hooks/useWidgetEvents'
import { WidgetProvider } from './WidgetProvider'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { rpcUrls, services } = inject('stack')
const rdns = 'dev.airlock.testwallet'

const cleanups = freshPerTest(rpcUrls)

/** `authorized`: the wallet already trusts the site, as after an earlier visit. */
function setup({ authorized = false } = {}) {
  const wallet = createTestWallet({
    chains: [{ id: 1, rpcUrl: rpcUrls.mainnet }],
    info: { rdns },
    authorized,
  })
  const stopAnnouncing = announceTestWallet(wallet, window)
  cleanups.push(stopAnnouncing)
  const clock = new SimulatedClock()
  const widget: Widget = createWidget({
    projectId: 'local',
    adapters: [
      createEvmAdapter({
        networks: [ethereumNetwork],
        rpcUrls: { 1: [rpcUrls.mainnet] },
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
  return { wallet, widget, clock, stopAnnouncing }
}

function mount(node: ReactNode): { container: HTMLElement; root: Root } {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(node))
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
  })
  return { container, root }
}

/**
 * Hydrates the server's `html` with `element` in a new container on the page. What React reports
 * meanwhile (console.error, recoverable errors) is in `problems`, until `meanwhile` (a wait for
 * what follows the hydration) has run.
 */
async function hydrate(
  html: string,
  element: ReactNode,
  meanwhile: (container: HTMLElement) => Promise<void> = async () => {},
) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const problems: unknown[] = []
  const originalError = console.error
  console.error = (...values: unknown[]) => problems.push(values)
  try {
    const root = await act(async () =>
      hydrateRoot(container, element, { onRecoverableError: (error) => problems.push(error) }),
    )
    cleanups.push(() => act(() => root.unmount()))
    await meanwhile(container)
  } finally {
    console.error = originalError
  }
  return { container, problems }
}

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 200 && !check(); attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  expect(check()).toBe(true)
}

describe('hooks in Chromium', () => {
  it('hydrating the server HTML produces no mismatch', async () => {
    function View() {
      const { status } = useAccount()
      const { caipNetwork } = useNetwork()
      const { isOpen } = useModal()
      return <p>{`${status} on ${caipNetwork?.name} · ${isOpen ? 'open' : 'closed'}`}</p>
    }
    const server = setup()
    const html = renderToString(
      <WidgetProvider widget={server.widget}>
        <View />
      </WidgetProvider>,
    )
    const client = setup()
    const { container, problems } = await hydrate(
      html,
      <StrictMode>
        <WidgetProvider widget={client.widget}>
          <View />
        </WidgetProvider>
      </StrictMode>,
    )
    expect(problems).toEqual([])
    expect(container.textContent).toBe('disconnected on Ethereum · closed')
    container.remove()
  })

  it("a returning visitor's page hydrates the server HTML, then reconnects", async () => {
    function View() {
      const { status, isReconnecting } = useAccount()
      const { caipNetwork } = useNetwork()
      return <p>{`${isReconnecting ? 'reconnecting' : status} on ${caipNetwork?.name}`}</p>
    }
    // The server has no storage to read: its HTML is a fresh visitor's.
    const server = setup({ authorized: true })
    const html = renderToString(
      <WidgetProvider widget={server.widget}>
        <View />
      </WidgetProvider>,
    )
    server.stopAnnouncing()
    expect(html).toContain('disconnected on Ethereum')
    // An earlier visit left a session in localStorage.
    const earlier = setup({ authorized: true })
    await earlier.widget.connect({ connectorId: rdns })
    await earlier.widget.destroy()
    // That page is gone with its wallet's announcements: a second provider announcing under
    // the same rdns would be an impostor, not reconnected silently (issue 28).
    earlier.stopAnnouncing()
    // This page's widget reads the session and starts reconnecting as it is made.
    const client = setup({ authorized: true })
    expect(client.widget.getState().reconnecting).toBe(true)
    const { container, problems } = await hydrate(
      html,
      <WidgetProvider widget={client.widget}>
        <View />
      </WidgetProvider>,
      (hydrated) => until(() => hydrated.textContent === 'connected on Ethereum'),
    )
    expect(problems).toEqual([])
    container.remove()
  })

  it('a balance change re-renders only what reads the balance; opening the modal leaves the account alone', async () => {
    const { wallet, widget, clock } = setup()
    const renders = { account: 0, balance: 0 }
    let refetch: () => Promise<void> = async () => {}
    function Account() {
      renders.account++
      const { address } = useAccount()
      return <span data-testid="address">{address ?? 'none'}</span>
    }
    function Balance() {
      renders.balance++
      const balance = useBalance()
      refetch = balance.refetch
      const eth = balance.data?.find((item) => item.symbol === 'ETH')
      return <span data-testid="eth">{eth?.quantity.numeric ?? balance.status}</span>
    }
    const { container } = mount(
      <WidgetProvider widget={widget}>
        <Account />
        <Balance />
      </WidgetProvider>,
    )
    await act(() => widget.connect({ connectorId: rdns }))
    const eth = () => container.querySelector('[data-testid="eth"]')?.textContent ?? ''
    await until(() => /^\d/.test(eth()))
    const before = { ...renders }

    // The chain changes; the balance readers hear of it, the account display does not.
    await fetch(rpcUrls.mainnet, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setBalance',
        params: [wallet.address, '0x3635c9adc5dea00000'],
      }),
    })
    await act(() => refetch())
    expect(eth()).toBe('1000')
    expect(renders.balance).toBeGreaterThan(before.balance)
    expect(renders.account).toBe(before.account)

    const accountRenders = renders.account
    act(() => {
      widget.open()
      clock.increment(MODAL_OPEN_DELAY_MS)
    })
    expect(widget.getState().open).toBe(true)
    expect(renders.account).toBe(accountRenders)
  })

  it('a component re-renders only for the fields it reads: the modal opening, a refetch of the same balances', async () => {
    const { widget, clock } = setup()
    const renders = { isOpen: 0, isLoading: 0, data: 0, isFetching: 0 }
    let refetch: () => Promise<void> = async () => {}
    function OpenState() {
      renders.isOpen++
      return <span>{String(useModal().isOpen)}</span>
    }
    function LoadingState() {
      renders.isLoading++
      return <span data-testid="loading">{String(useModal().isLoading)}</span>
    }
    function BalanceData() {
      renders.data++
      const { data } = useBalance()
      return <span data-testid="tokens">{data ? String(data.length) : 'none'}</span>
    }
    function BalanceFetching() {
      renders.isFetching++
      const balance = useBalance()
      refetch = balance.refetch
      return <span>{String(balance.isFetching)}</span>
    }
    const { container } = mount(
      <WidgetProvider widget={widget}>
        <OpenState />
        <LoadingState />
        <BalanceData />
        <BalanceFetching />
      </WidgetProvider>,
    )
    const text = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent
    await act(() => widget.connect({ connectorId: rdns }))
    await until(() => /^\d+$/.test(text('tokens') ?? ''))

    // spec §4: the modal is open at once and loading for MODAL_OPEN_DELAY_MS; the end of the
    // loading re-renders what reads it, not what reads isOpen.
    act(() => widget.open())
    expect(text('loading')).toBe('true')
    const opened = { ...renders }
    act(() => clock.increment(MODAL_OPEN_DELAY_MS))
    expect(text('loading')).toBe('false')
    expect(renders.isLoading).toBeGreaterThan(opened.isLoading)
    expect(renders.isOpen).toBe(opened.isOpen)

    // A refetch that finds the same balances turns isFetching on and off: its reader re-renders,
    // the data's reader does not (the store keeps the equal data's reference).
    const fetched = { ...renders }
    await act(() => refetch())
    expect(renders.isFetching).toBeGreaterThan(fetched.isFetching)
    expect(renders.data).toBe(fetched.data)
  })

  it('issue 27: the remote features asked at the first opening render nothing again when they say the same', async () => {
    const { widget } = setup()
    let renders = 0
    function FeaturesReader() {
      renders++
      return <span>{String(useFeatures().email)}</span>
    }
    mount(
      <WidgetProvider widget={widget}>
        <FeaturesReader />
      </WidgetProvider>,
    )
    await act(() => widget.ready)
    const before = widget.flowSnapshot('widget').context.features
    const rendered = renders
    act(() => widget.open())
    // The local API's project config answers; the root takes its features as a new object.
    await until(() => widget.flowSnapshot('widget').context.features !== before)
    expect(widget.flowSnapshot('widget').context.features).toEqual(before)
    expect(renders).toBe(rendered)
  })

  it('useConnect and useDisconnect report idle → pending → success, and error with the typed cause', async () => {
    const { wallet, widget } = setup()
    const seen: string[] = []
    const events: WidgetEvent[] = []
    let connect: ReturnType<typeof useConnect> | undefined
    let disconnect: ReturnType<typeof useDisconnect> | undefined
    function Controls() {
      connect = useConnect()
      disconnect = useDisconnect()
      useWidgetEvents((event) => events.push(event), { type: 'CONNECT_SUCCESS' })
      if (seen.at(-1) !== connect.status) seen.push(connect.status)
      return null
    }
    mount(
      <WidgetProvider widget={widget}>
        <Controls />
      </WidgetProvider>,
    )
    wallet.controls.rejectNext('eth_requestAccounts')
    act(() => connect?.connect({ connectorId: rdns }))
    await until(() => connect?.status === 'error')
    expect(connect?.error).toBeInstanceOf(UserRejectedError)

    act(() => connect?.connect({ connectorId: rdns }))
    await until(() => connect?.status === 'success')
    expect(connect?.data?.address).toBe(wallet.address)
    expect(seen).toEqual(['idle', 'pending', 'error', 'pending', 'success'])
    expect(events.map((event) => event.type)).toEqual(['CONNECT_SUCCESS'])

    act(() => disconnect?.disconnect())
    await until(() => disconnect?.status === 'success')
    expect(widget.getState().status).toBe('disconnected')
  })

  it("issue 31: useProvider gives one provider across the connection, and viem's wallet client over it signs with the connected wallet", async () => {
    const { wallet, widget } = setup()
    const seen: unknown[] = []
    function Probe() {
      seen.push(useProvider('eip155'))
      return null
    }
    mount(
      <WidgetProvider widget={widget}>
        <Probe />
      </WidgetProvider>,
    )
    const provider = widget.getProvider('eip155')
    if (!provider) throw new Error('no eip155 provider')
    const client = createWalletClient({ transport: custom(provider) })
    expect(await client.getAddresses()).toEqual([])

    await act(() => widget.connect({ connectorId: rdns }))
    expect(new Set(seen)).toEqual(new Set([provider]))
    const [account] = await client.getAddresses()
    expect(account).toBe(wallet.address)
    if (!account) throw new Error('no account')
    const signature = await client.signMessage({ account, message: 'issue 31' })
    expect(await verifyMessage({ address: account, message: 'issue 31', signature })).toBe(true)
  })
})
