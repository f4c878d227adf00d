// The default example's widget (loaded by main.tsx with import(), decision 0011): Airlock as
// most hosts use it — the ui-kit's buttons and modal over the local stack, WalletConnect over
// the local relay. It renders over the placeholder that main.tsx painted.
import { createWidget, loadAdapter, type Widget, type WidgetConfig } from '@airlock/core'
import { WidgetProvider } from '@airlock/react-hooks'
import { AccountButton, NetworkButton, WalletModal } from '@airlock/ui-kit'
import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { ExamplePage } from './ExamplePage'
import { GrantSessionButton } from './GrantSessionButton'
import { PayButton } from './PayButton'
import { cardWalletWanted, type LocalStack } from './shared/localStack'
import { localWidgetConfig } from './shared/localWidget'
import type { ExtraNamespaces } from './shared/otherNamespaces'

// This page paints its own placeholder first (decision 0011) and creates the widget once this
// module has loaded: main.tsx loads the widget's code beside it (decision 0037), so the widget
// starts at once.
export { preloadWidget } from '@airlock/core'

/** Creates the widget (it discovers wallets and starts reconnecting now) and renders it. */
export async function startApp(
  root: Root,
  stack: LocalStack,
  options: { readonly others?: ExtraNamespaces; readonly siwx?: WidgetConfig['siwx'] } = {},
): Promise<Widget> {
  const config = localWidgetConfig(stack, 'Airlock example', {
    ...options,
    cardWallet: cardWalletWanted(),
  })
  // The adapters' code too (decision 0037), so the widget lists the page's wallets as it starts.
  await Promise.all(config.adapters.map(loadAdapter))
  const widget = createWidget(config)
  // For the bench and the end-to-end tests (as the test wallet is): the page's widget handle,
  // and the embedded wallet (its `provider` is what a host's code would call).
  Object.assign(window, { airlockWidget: widget, airlockEmbeddedWallet: config.embeddedWallet })
  root.render(
    <StrictMode>
      <WidgetProvider widget={widget}>
        <ExamplePage
          buttons={
            <>
              <GrantSessionButton />
              {stack.fixtures ? <PayButton usdc={stack.fixtures.usdc} /> : null}
              <NetworkButton />
              <AccountButton />
            </>
          }
        >
          <WalletModal />
        </ExamplePage>
      </WidgetProvider>
    </StrictMode>,
  )
  return widget
}
