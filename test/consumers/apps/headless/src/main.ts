// A page without React: the widget's handle driven by plain DOM. The wallets the EVM adapter
// finds (EIP-6963), connect, the address and the balances from the Blockchain API, disconnect.
import type { Connector, WidgetState } from '@airlock/core'
import { evmAdapter, widget } from './widget.js'

function element(id: string): HTMLElement {
  const found = document.getElementById(id)
  if (!found) throw new Error(`#${id} is missing from index.html`)
  return found
}

const report = (error: unknown) => {
  element('message').textContent = error instanceof Error ? error.message : String(error)
}

function listWallets(connectors: readonly Connector[]) {
  element('wallets').replaceChildren(
    ...connectors.map((connector) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = connector.name
      button.addEventListener('click', () => {
        widget.connect({ connectorId: connector.id }).catch(report)
      })
      return button
    }),
  )
}
// The adapter's code loads after the page's first paint: its wallets once it is here.
evmAdapter.load().then((adapter) => adapter.watchConnectors(listWallets), report)

let shownAccount: string | undefined
function render(state: WidgetState) {
  element('status').textContent = state.status
  element('address').textContent = state.address ?? ''
  const account = state.status === 'connected' ? state.caipAddress : undefined
  if (account === shownAccount) return
  shownAccount = account
  element('balances').replaceChildren()
  if (!account) return
  widget.getBalances().then((balances) => {
    element('balances').replaceChildren(
      ...balances.map((balance) => {
        const item = document.createElement('li')
        item.dataset.token = balance.address ?? 'native'
        item.textContent = `${balance.quantity.numeric} ${balance.symbol}`
        return item
      }),
    )
  }, report)
}

element('disconnect').addEventListener('click', () => {
  widget.disconnect().catch(report)
})
widget.subscribe(render)
render(widget.getState())
