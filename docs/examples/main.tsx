// The default example (`/`): Airlock as most hosts would use it — the ui-kit's buttons and
// modal over the local stack, with the injected test wallet in the page (`?devwallet=0` for
// none) and WalletConnect over the local relay.
import { WidgetProvider } from '@airlock/react-hooks'
import { AccountButton, NetworkButton, WalletModal } from '@airlock/ui-kit'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { fetchLocalStack, installTestWallet, localWidgetConfig } from './shared/localWidget'

// A page served under a nonce-based CSP names its nonce here (Vite's html.cspNonce does).
const cspNonce =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined

function App() {
  return (
    <main>
      <header className="topbar">
        <h1>Airlock</h1>
        <div className="row">
          <NetworkButton />
          <AccountButton />
        </div>
      </header>
      <p className="lead">
        The default modal on the local chains. Connect the Airlock Test Wallet announced in this
        page, or pair the <a href="/wallet/">WalletConnect test wallet</a> from another tab.
      </p>
      <p className="foot">
        <a href="/custom/">A custom UI from the hooks</a> ·{' '}
        <a href="/headless/">The headless core</a> · <a href="/decisions/">Design decisions</a>
      </p>
      <WalletModal nonce={cspNonce} />
    </main>
  )
}

async function start() {
  const stack = await fetchLocalStack()
  installTestWallet(stack)
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  createRoot(container).render(
    <StrictMode>
      <WidgetProvider config={localWidgetConfig(stack, 'Airlock example')}>
        <App />
      </WidgetProvider>
    </StrictMode>,
  )
}

void start()
