// The default example (`/`), decision 0011: the Connect button paints at once, before the
// widget's heavy parts. This entry holds React, the placeholder button and the initial state
// read from storage; the widget (./app), the stack's addresses and the injected test wallet
// (a stand-in for a browser extension; `?devwallet=0` for none) load in parallel. A click that
// comes before the widget is remembered and opens the modal as soon as the widget exists.
import type { Widget } from '@airlock/core'
import { readInitialState } from '@airlock/core/initialState'
import { ConnectButtonPlaceholder } from '@airlock/ui-kit/placeholder'
import '@airlock/ui-kit/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ExamplePage } from './ExamplePage'
import {
  fetchLocalStack,
  otherNamespacesWanted,
  siwxWanted,
  testWalletWanted,
} from './shared/localStack'

const app = import('./app')
const stack = fetchLocalStack()
// EIP-6963: the wallet is announced before the widget starts discovering, so the auto-reconnect
// at start (spec §4) sees it; the widget is created only once this has settled.
const testWallet = testWalletWanted()
  ? Promise.all([import('./shared/installTestWallet'), stack]).then(([module, addresses]) =>
      module.installTestWallet(addresses),
    )
  : undefined

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
const root = createRoot(container)
const { status } = readInitialState()
let widget: Widget | undefined
let openRequested = false

function open() {
  if (widget) widget.open()
  else if (!openRequested) {
    openRequested = true
    paintPlaceholder()
  }
}

function paintPlaceholder() {
  root.render(
    <StrictMode>
      <ExamplePage
        buttons={
          <ConnectButtonPlaceholder status={status} pending={openRequested} onClick={open} />
        }
      />
    </StrictMode>,
  )
}

/** Issue 17: Bitcoin, Polkadot and Cosmos adapters, only on `?namespaces=all`. */
async function otherNamespaces() {
  if (!otherNamespacesWanted()) return undefined
  const [module, addresses] = await Promise.all([import('./shared/otherNamespaces'), stack])
  return module.otherNamespaces(addresses, 'Airlock example')
}

/** Issue 12: sign in with the wallet's config and verifiers, only on `?siwx=`. */
async function siwx() {
  if (!siwxWanted()) return undefined
  const [module, addresses] = await Promise.all([import('./shared/siwxFromQuery'), stack])
  return module.siwxFromQuery(addresses)
}

async function start() {
  const [{ startApp }, addresses, , others, signIn] = await Promise.all([
    app.then(async (module) => {
      await module.preloadWidget()
      return module
    }),
    stack,
    testWallet,
    otherNamespaces(),
    siwx(),
  ])
  widget = await startApp(root, addresses, { others, siwx: signIn })
  if (openRequested) widget.open()
}

paintPlaceholder()
void start()
