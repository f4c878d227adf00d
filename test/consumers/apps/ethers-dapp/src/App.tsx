import { WidgetProvider } from '@airlock/react-hooks'
import { AccountButton, NetworkButton, WalletModal } from '@airlock/ui-kit'
import { EthersPanel } from './EthersPanel.js'
import { ViemPanel } from './ViemPanel.js'
import { widget } from './widget.js'

// The kit's buttons and modal connect; the dapp's panels read and write through the widget's
// EIP-1193 provider, one with ethers and one with viem.
export function App() {
  return (
    <WidgetProvider widget={widget}>
      <header>
        <NetworkButton />
        <AccountButton />
      </header>
      <EthersPanel />
      <ViemPanel />
      <WalletModal />
    </WidgetProvider>
  )
}
