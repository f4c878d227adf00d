import { WidgetProvider } from '@airlock/react-hooks'
import { AccountButton, NetworkButton, WalletModal } from '@airlock/ui-kit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { TokenPanel } from './TokenPanel.js'
import { config } from './wagmi.js'
import { widget } from './widget.js'

const queryClient = new QueryClient()

// wagmi outside, then React Query, then Airlock: the kit's buttons and modal connect, and the
// dapp's own panel reads and writes with wagmi's hooks alone.
export function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WidgetProvider widget={widget}>
          <header>
            <NetworkButton />
            <AccountButton />
          </header>
          <TokenPanel />
          <WalletModal />
        </WidgetProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
