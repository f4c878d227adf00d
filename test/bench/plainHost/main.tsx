// The bench's plain host (issue 27): Airlock set up as the README shows, with nothing special
// written for speed: createWidget at the module's top with the EVM adapter and WalletConnect,
// WidgetProvider, the kit's account button and WalletModal, all imported statically. Only the
// stack's addresses are the bench's own (put in the page before its scripts, with the injected
// test wallet standing in for a browser extension: ./extension.ts).
import '@airlock/ui-kit/styles.css'
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWalletConnect } from '@airlock/adapters/walletconnect'
import { createWidget, ethereumNetwork } from '@airlock/core'
import { WidgetProvider } from '@airlock/react-hooks'
import { AccountButton, WalletModal } from '@airlock/ui-kit'
import { createRoot } from 'react-dom/client'
import type { LocalStack } from '../../../docs/examples/shared/localStack'

const stack = (window as unknown as { airlockStack: LocalStack }).airlockStack
const networks = [ethereumNetwork] as const
const metadata = { name: 'Plain host', description: 'The bench', url: location.origin, icons: [] }
const walletConnect = createWalletConnect({
  projectId: 'local',
  relayUrl: stack.services.relay,
  networks,
  metadata,
})
const widget = createWidget({
  projectId: 'local',
  metadata,
  networks,
  adapters: [
    createEvmAdapter({
      networks,
      rpcUrls: { 1: [stack.rpcUrls.mainnet] },
      externalConnectors: [walletConnect.connector('eip155')],
    }),
  ],
  walletConnect,
  services: {
    blockchainApiUrl: stack.services.api,
    walletDirectoryUrl: stack.services.directory,
    analyticsUrl: stack.services.analytics,
  },
})
// For the bench, as on the default example: the handle (refreshAccount, the reconnect clock).
Object.assign(window, { airlockWidget: widget })

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <WidgetProvider widget={widget}>
      <AccountButton />
      <WalletModal />
    </WidgetProvider>,
  )
}
