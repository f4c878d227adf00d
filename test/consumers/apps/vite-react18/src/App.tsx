import { WidgetProvider } from '@airlock/react-hooks'
import { AccountButton, ConnectButton, WalletModal } from '@airlock/ui-kit'
import { version } from 'react'
import { widget } from './widget.js'

// The whole page: what a host renders. main.tsx adds the kit's stylesheet; withoutStyles.tsx is
// the host that forgot it.
export function App() {
  return (
    <WidgetProvider widget={widget}>
      <p data-testid="react-version">React {version}</p>
      <ConnectButton />
      <AccountButton />
      <WalletModal />
    </WidgetProvider>
  )
}
