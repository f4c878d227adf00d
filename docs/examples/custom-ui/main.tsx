// docs/examples/custom-ui: a complete connect → account → disconnect interface built from
// @airlock/react-hooks alone (no ui-kit), on the local stack.
import type { WidgetConfig } from '@airlock/core'
import { useAccount, WidgetProvider } from '@airlock/react-hooks'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installTestWallet } from '../shared/installTestWallet'
import { fetchLocalStack } from '../shared/localStack'
import { localWidgetConfig } from '../shared/localWidget'
import { siwxFromQuery } from '../shared/siwxFromQuery'
import { AccountPanel } from './AccountPanel'
import { ConnectPanel } from './ConnectPanel'

function App() {
  const { isConnected, status } = useAccount()
  return (
    <>
      <h1>Airlock, from the hooks</h1>
      <p className="lead" data-testid="status">
        {status}
      </p>
      {isConnected ? <AccountPanel /> : <ConnectPanel />}
    </>
  )
}

async function start() {
  const stack = await fetchLocalStack()
  installTestWallet(stack)
  const config: WidgetConfig = {
    ...localWidgetConfig(stack, 'Airlock custom UI', { siwx: siwxFromQuery(stack) }),
    // spec §2 custom connectors: a wallet the directory does not list, the host's own entry.
    customWallets: [
      {
        id: 'airlock-web-wallet',
        name: 'Airlock Web Wallet',
        webapp_link: `${location.origin}/wallet/`,
      },
    ],
  }
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <WidgetProvider config={config}>
        <App />
      </WidgetProvider>
    </StrictMode>,
  )
}

void start()
