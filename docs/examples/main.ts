// The local example: createWidget with the EVM adapter on the local anvil chains, and the
// injected test wallet announced in this page (a headless Chromium has no wallet of its own).
// `?wallet=none` leaves the wallet out. The wallet remembers that it trusts this site for the
// tab's life (and its chain), so a reload reconnects without a prompt as a real wallet would.
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWalletConnect } from '@airlock/adapters/walletconnect'
import {
  type CaipNetwork,
  type Connector,
  createWidget,
  ethereumNetwork,
  sepoliaNetwork,
  type WidgetState,
} from '@airlock/core'
import { Effect } from 'effect'
import { announceTestWallet, createTestWallet } from '../../test/wallets/injected/testWallet'

interface LocalStack {
  readonly rpcUrls: { readonly mainnet: string; readonly sepolia: string }
  readonly services: {
    readonly api: string
    readonly directory: string
    readonly analytics: string
    readonly relay: string
  }
}

// What a real wallet keeps between visits: whether it trusts this site, and its chain.
const trustKey = 'airlock-example:test-wallet-trusts-site'
const chainKey = 'airlock-example:test-wallet-chain'
const networks: readonly CaipNetwork[] = [ethereumNetwork, sepoliaNetwork]

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id)
  if (!found) throw new Error(`#${id} is missing from index.html`)
  return found as T
}

function button(label: string, onClick: () => void, imageUrl?: string): HTMLButtonElement {
  const node = document.createElement('button')
  node.type = 'button'
  if (imageUrl) {
    const image = document.createElement('img')
    image.src = imageUrl
    image.alt = ''
    node.append(image)
  }
  node.append(label)
  node.addEventListener('click', onClick)
  return node
}

function installTestWallet(stack: LocalStack) {
  const wallet = createTestWallet({
    chains: [
      { id: 1, rpcUrl: stack.rpcUrls.mainnet, name: 'Ethereum (local)' },
      { id: 11155111, rpcUrl: stack.rpcUrls.sepolia, name: 'Sepolia (local)' },
    ],
    chainId: Number(sessionStorage.getItem(chainKey) ?? 1),
    authorized: sessionStorage.getItem(trustKey) === '1',
    info: { name: 'Airlock Test Wallet', rdns: 'dev.airlock.testwallet' },
  })
  wallet.provider.on('connect', () => sessionStorage.setItem(trustKey, '1'))
  wallet.provider.on('chainChanged', (chainId) =>
    sessionStorage.setItem(chainKey, String(Number(chainId))),
  )
  wallet.provider.on('accountsChanged', (accounts) => {
    if (Array.isArray(accounts) && accounts.length === 0) sessionStorage.removeItem(trustKey)
  })
  announceTestWallet(wallet, window)
  // For the end-to-end test: what the wallet was asked (a prompt is eth_requestAccounts).
  Object.assign(window, { airlockTestWallet: wallet })
}

async function main() {
  const stack = (await (await fetch('/stack.json')).json()) as LocalStack
  if (new URLSearchParams(location.search).get('wallet') !== 'none') installTestWallet(stack)

  // One WalletConnect session for every namespace; the local relay instead of the public one.
  const walletConnect = createWalletConnect({
    projectId: 'local',
    relayUrl: stack.services.relay,
    networks,
    metadata: {
      name: 'Airlock example',
      description: 'The local example of Airlock',
      url: location.origin,
      icons: [],
    },
  })
  const adapter = createEvmAdapter({
    networks,
    rpcUrls: { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] },
    externalConnectors: [walletConnect.connector('eip155')],
  })
  const widget = createWidget({
    projectId: 'local',
    adapters: [adapter],
    networks,
    walletConnect,
    services: {
      blockchainApiUrl: stack.services.api,
      walletDirectoryUrl: stack.services.directory,
      analyticsUrl: stack.services.analytics,
    },
  })
  const message = element<HTMLParagraphElement>('message')
  const report = (error: unknown) => {
    message.textContent = error instanceof Error ? error.message : String(error)
  }

  let connectors: readonly Connector[] = []
  let shownBalances = ''
  // spec §7 balance from the local Blockchain API, for the connected account and network.
  function showBalances(state: WidgetState) {
    const list = element('balances')
    if (state.status !== 'connected') {
      list.replaceChildren()
      return
    }
    widget.getBalances().then((balances) => {
      list.replaceChildren(
        ...balances.map((balance) => {
          const item = document.createElement('li')
          item.textContent = `${balance.quantity.numeric} ${balance.symbol} ($${(balance.value ?? 0).toFixed(2)})`
          return item
        }),
      )
    }, report)
  }
  adapter.watchConnectors((list) => {
    connectors = list
    render(widget.getState())
  })

  // spec §3 wcUri: what a QR code would hold, and the test wallet's web link (spec §3 links).
  function renderPairing(state: WidgetState) {
    const section = element('pairing')
    const uri = state.status === 'connected' ? undefined : state.pairing.uri
    section.hidden = uri === undefined
    if (!uri) return
    element('pairing-uri').textContent = uri
    element<HTMLAnchorElement>('pairing-link').href = `/wallet/?uri=${encodeURIComponent(uri)}`
  }

  function render(state: WidgetState) {
    const wallets = element('wallets')
    wallets.replaceChildren(
      ...connectors.map((connector) => {
        const node = button(
          connector.name,
          () => {
            message.textContent = `Waiting for ${connector.name}…`
            widget.connect({ connectorId: connector.id }).then(() => {
              message.textContent = ''
            }, report)
          },
          connector.imageUrl,
        )
        node.disabled = state.status !== 'disconnected'
        return node
      }),
    )
    if (connectors.length === 0) wallets.textContent = 'No injected wallet in this page.'

    element('networks').replaceChildren(
      ...networks.map((network) => {
        const node = button(network.name, () => widget.switchNetwork(network.caipNetworkId))
        node.setAttribute('aria-pressed', String(state.caipNetwork?.id === network.id))
        return node
      }),
    )

    const rows: [string, string][] = [
      ['status', state.reconnecting ? 'reconnecting' : state.status],
      ['network', state.caipNetwork?.name ?? '—'],
      ['address', state.address ?? '—'],
    ]
    element('account').replaceChildren(
      ...rows.flatMap(([term, value]) => {
        const dt = document.createElement('dt')
        dt.textContent = term
        const dd = document.createElement('dd')
        dd.textContent = value
        return [dt, dd]
      }),
    )
    const balanceKey = `${state.status}:${state.caipAddress ?? ''}`
    if (balanceKey !== shownBalances) {
      shownBalances = balanceKey
      showBalances(state)
    }
    renderPairing(state)
    element<HTMLButtonElement>('sign').disabled = state.status !== 'connected'
    element<HTMLButtonElement>('disconnect').disabled = state.status !== 'connected'
  }

  element('sign').addEventListener('click', () => {
    const { address, connections } = widget.getState()
    const connectorId = connections.find((c) => c.status === 'connected')?.connectorId
    if (!address || !connectorId) return
    Effect.runPromise(
      adapter.signMessage({ connectorId, address, message: 'Hello from Airlock' }),
    ).then((signature) => {
      message.textContent = `Signed: ${signature.slice(0, 18)}…`
    }, report)
  })
  element('disconnect').addEventListener('click', () => {
    widget.disconnect().catch(report)
  })
  widget.subscribe(render)
  render(widget.getState())
}

main().catch((error: unknown) => {
  document.body.textContent = `The example could not start: ${String(error)}`
})
