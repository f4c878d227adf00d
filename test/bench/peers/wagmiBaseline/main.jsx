// The bench's hand-made React + wagmi baseline (issue 27): what a host writes without a kit, a
// "Connect Wallet" button opening a plain dialog that lists wagmi's connectors (the injected one
// and those EIP-6963 announces, as the stand-in extension's "Airlock Test Wallet"). The issue
// times the plain host's load → button against this page's. Built outside the repository by
// ../peers.mjs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useConnect, useConnectors, WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'
import { injected } from 'wagmi/connectors'

const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})
const queryClient = new QueryClient()

function ConnectDialog() {
  const connectors = useConnectors()
  const { connect } = useConnect()
  return (
    <div role="dialog" aria-label="Connect Wallet">
      {connectors.map((connector) => (
        <button type="button" key={connector.uid} onClick={() => connect({ connector })}>
          {connector.name}
        </button>
      ))}
    </div>
  )
}

function Page() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? <ConnectDialog /> : null}
    </>
  )
}

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
