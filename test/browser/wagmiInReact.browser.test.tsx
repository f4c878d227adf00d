// Issue 31: wagmi's hooks beside Airlock's in a real page (Chromium), over the real widget, the
// EVM adapter, the injected test wallet and the local chains. Every render shows the same account
// and chain in both, whoever changes them: Airlock, wagmi's own hooks, or the wallet itself.
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWidget, ethereumNetwork, sepoliaNetwork, type Widget } from '@airlock/core'
import { useAccount as useAirlockAccount, useNetwork, WidgetProvider } from '@airlock/react-hooks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, inject, it } from 'vitest'
import { http, useAccount, useDisconnect, useSwitchChain, WagmiProvider } from 'wagmi'
import './browserStack'
import { createWagmiConfig } from '@airlock/adapters/wagmi'
import { announcedTestWallet, freshPerTest, TEST_WALLET_RDNS } from './browserTestSetup'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { rpcUrls, services } = inject('stack')
const rdns = TEST_WALLET_RDNS

const cleanups = freshPerTest(rpcUrls)

/** What one render of the page read: Airlock's account and chain, then wagmi's. */
interface Rendered {
  readonly airlock: { readonly address?: string; readonly chainId?: number }
  readonly wagmi: { readonly address?: string; readonly chainId?: number }
}

function setup() {
  const wallet = announcedTestWallet(rpcUrls, cleanups)
  const networks = [ethereumNetwork, sepoliaNetwork]
  const widget: Widget = createWidget({
    projectId: 'local',
    networks,
    adapters: [
      createEvmAdapter({
        networks,
        rpcUrls: { 1: [rpcUrls.mainnet], 11155111: [rpcUrls.sepolia] },
        discovery: { legacyProvider: () => undefined },
      }),
    ],
    services: {
      blockchainApiUrl: services.api,
      walletDirectoryUrl: services.directory,
      analyticsUrl: services.analytics,
    },
  })
  cleanups.push(() => widget.destroy())
  const config = createWagmiConfig(widget, {
    transports: { 1: http(rpcUrls.mainnet), 11155111: http(rpcUrls.sepolia) },
  })
  const renders: Rendered[] = []
  const wagmiActions: {
    switchChain?: ReturnType<typeof useSwitchChain>
    disconnect?: ReturnType<typeof useDisconnect>
  } = {}
  function Both() {
    const airlock = useAirlockAccount({ namespace: 'eip155' })
    const network = useNetwork()
    const wagmi = useAccount()
    wagmiActions.switchChain = useSwitchChain()
    wagmiActions.disconnect = useDisconnect()
    const connected = airlock.status === 'connected'
    renders.push({
      airlock: connected
        ? { address: airlock.address, chainId: Number(network.caipNetwork?.id) }
        : {},
      wagmi: wagmi.status === 'connected' ? { address: wagmi.address, chainId: wagmi.chainId } : {},
    })
    return null
  }
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <WagmiProvider config={config}>
        <QueryClientProvider client={new QueryClient()}>
          <WidgetProvider widget={widget}>
            <Both />
          </WidgetProvider>
        </QueryClientProvider>
      </WagmiProvider>,
    ),
  )
  cleanups.push(() => {
    act(() => root.unmount())
    container.remove()
  })
  return { wallet, widget, renders, wagmiActions }
}

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 300 && !check(); attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  expect(check()).toBe(true)
}

/** Renders where Airlock and wagmi showed different things. */
const disagreeing = (renders: readonly Rendered[]) =>
  renders.filter((render) => JSON.stringify(render.airlock) !== JSON.stringify(render.wagmi))

describe('wagmi beside Airlock in React', () => {
  it("Airlock's connect, wagmi's switchChain, the wallet's own switch and wagmi's disconnect: both show the same in every render", async () => {
    const { wallet, widget, renders, wagmiActions } = setup()
    const last = () => renders.at(-1)
    await act(() => widget.ready)

    await act(() => widget.connect({ connectorId: rdns }))
    await until(() => last()?.wagmi.chainId === 1)
    expect(last()).toEqual({
      airlock: { address: wallet.address, chainId: 1 },
      wagmi: { address: wallet.address, chainId: 1 },
    })

    // wagmi's useSwitchChain goes through the widget's switch, which asks the wallet.
    await act(() => wagmiActions.switchChain?.switchChainAsync({ chainId: 11155111 }))
    await until(() => last()?.wagmi.chainId === 11155111)
    expect(last()?.airlock.chainId).toBe(11155111)
    expect(wallet.chainId).toBe(11155111)
    expect(wallet.controls.requests().map((request) => request.method)).toContain(
      'wallet_switchEthereumChain',
    )

    // The wallet moves by itself (its own UI): both follow.
    await act(() =>
      wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    )
    await until(() => last()?.wagmi.chainId === 1)
    expect(last()?.airlock.chainId).toBe(1)

    await act(() => wagmiActions.disconnect?.disconnectAsync())
    await until(() => widget.getState().status === 'disconnected')
    await until(() => last()?.wagmi.address === undefined)
    expect(last()).toEqual({ airlock: {}, wagmi: {} })

    expect(disagreeing(renders)).toEqual([])
  })
})
