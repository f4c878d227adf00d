'use client'
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWidget, ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { WidgetProvider } from '@airlock/react-hooks'
import { type ReactNode, useState } from 'react'

// The local stack's addresses, set by the test before the page loads; a real app writes its own.
interface LocalStack {
  readonly rpcUrls: { readonly mainnet: string; readonly sepolia: string }
  readonly services: {
    readonly blockchainApiUrl: string
    readonly walletDirectoryUrl: string
    readonly analyticsUrl: string
  }
}

declare global {
  interface Window {
    airlockLocalStack?: LocalStack
  }
}

const networks = [ethereumNetwork, sepoliaNetwork] as const

function makeWidget() {
  // Server rendering has no window (and no stack): the widget is made all the same, and makes
  // no request there.
  const stack = typeof window === 'undefined' ? undefined : window.airlockLocalStack
  return createWidget({
    projectId: 'next-app-consumer',
    networks,
    adapters: [
      createEvmAdapter({
        networks,
        ...(stack && {
          rpcUrls: { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] },
        }),
      }),
    ],
    ...(stack && { services: stack.services }),
  })
}

// One widget per React root: per request on the server, per page load in the browser.
export function Providers({ children }: { readonly children: ReactNode }) {
  const [widget] = useState(makeWidget)
  return <WidgetProvider widget={widget}>{children}</WidgetProvider>
}
