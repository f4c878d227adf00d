// The bench's RainbowKit peer (issue 27): RainbowKit 2.2 set up exactly as its README shows
// (getDefaultConfig, WagmiProvider, QueryClientProvider, RainbowKitProvider, ConnectButton and
// its stylesheet), so click → modal first paint is compared with a host's real setup. Built and
// installed outside the repository by ../peers.mjs; 'local' stands in for a WalletConnect
// project id (offline, WalletConnect reaches nothing, as in the issue's own measurement).
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { mainnet } from 'wagmi/chains'

const config = getDefaultConfig({
  appName: 'RainbowKit peer',
  projectId: 'local',
  chains: [mainnet],
  ssr: false,
})
const queryClient = new QueryClient()

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
