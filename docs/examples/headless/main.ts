// The local example: createWidget with the EVM adapter on the local anvil chains, and the
// injected test wallet announced in this page (a headless Chromium has no wallet of its own).
// `?devwallet=0` leaves the wallet out. The wallet remembers that it trusts this site for the
// tab's life (and its chain), so a reload reconnects without a prompt as a real wallet would.
import { type Connector, createWidget, loadAdapter, type WidgetState } from '@airlock/core'
import { Effect } from 'effect'
import { installTestWallet } from '../shared/installTestWallet'
import { fetchLocalStack } from '../shared/localStack'
import { localNetworks, localWidgetConfig } from '../shared/localWidget'
import { siwxFromQuery } from '../shared/siwxFromQuery'

const networks = localNetworks

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

async function main() {
  const stack = await fetchLocalStack()
  installTestWallet(stack)
  const config = localWidgetConfig(stack, 'Airlock example', { siwx: siwxFromQuery(stack) })
  const widget = createWidget(config)
  const [given] = config.adapters
  if (!given) throw new Error('the local config has the EVM adapter')
  // The adapter's code loads after the page's first paint (decision 0037); calling it directly
  // waits for it.
  const adapter = await loadAdapter(given)
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
    // The balances belong to one network and one address: either changing reads them again
    // (issue 25: keyed on the CAIP address, they stayed on the previous network).
    const balanceKey = `${state.status}:${state.caipNetwork?.caipNetworkId ?? ''}:${state.address ?? ''}`
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
      message.dataset.signature = signature
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
