import { WidgetProvider } from '@airlock/react-hooks'
import { AccountButton, ConnectButton, WalletModal } from '@airlock/ui-kit'
import '@airlock/ui-kit/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { widget } from './widget'

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <WidgetProvider widget={widget}>
      <ConnectButton />
      <AccountButton />
      <WalletModal />
    </WidgetProvider>
  </StrictMode>,
)
