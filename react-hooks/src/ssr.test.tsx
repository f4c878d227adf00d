// Server rendering (no window): the hooks render the widget's initial state to HTML, and a
// hook outside the provider is a typed error, not a crash in some selector.
import { createWidget, sepoliaNetwork as secondNetwork } from '@airlock/core'
import { createMemoryAdapter, memoryBackend, testNetwork, testWallet } from '@airlock/core/testing'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useAccount } from './hooks/useAccount'
import { useBalance } from './hooks/useBalance'
import { useConnectors } from './hooks/useConnectors'
import { useModal } from './hooks/useModal'
import { useNetwork } from './hooks/useNetwork'
import { WidgetProvider } from './WidgetProvider'

function Status() {
  const { status } = useAccount()
  const { caipNetwork } = useNetwork()
  const { isOpen } = useModal()
  const balance = useBalance()
  const connectors = useConnectors()
  return (
    <p>
      {status} on {caipNetwork?.name} · modal {isOpen ? 'open' : 'closed'} · balance{' '}
      {balance.status} · {connectors.length} connectors
    </p>
  )
}

describe('server rendering', () => {
  it('renders the initial state with no window', () => {
    expect(typeof window).toBe('undefined')
    const { adapter } = createMemoryAdapter({
      namespace: 'eip155',
      networks: [testNetwork],
      wallets: [testWallet('w')],
    })
    const html = renderToString(
      <WidgetProvider config={{ projectId: 'ssr', adapters: [adapter] }}>
        <Status />
      </WidgetProvider>,
    )
    const text = html.replaceAll('<!-- -->', '')
    expect(text).toContain(`disconnected on ${testNetwork.name}`)
    expect(text).toContain('modal closed')
    expect(text).toContain('balance pending')
    // The wallets an adapter finds come after hydration (decision 0026), as in the browser.
    expect(text).toContain('0 connectors')
  })

  it('renders the state every new widget starts with, not what its storage holds', () => {
    const { adapter } = createMemoryAdapter({
      namespace: 'eip155',
      networks: [testNetwork, secondNetwork],
      wallets: [testWallet('w')],
    })
    // A returning visitor's storage: another network, and a session to reconnect.
    const storage = memoryBackend()
    storage.setItem('@appkit/active_caip_network_id', JSON.stringify(secondNetwork.caipNetworkId))
    storage.setItem('@appkit/connected_namespaces', '["eip155"]')
    storage.setItem('@appkit/eip155:connected_connector_id', '"w"')
    const widget = createWidget({ projectId: 'ssr', adapters: [adapter], storage })
    expect(widget.getState().caipNetwork?.name).toBe(secondNetwork.name)
    const html = renderToString(
      <WidgetProvider widget={widget}>
        <Status />
      </WidgetProvider>,
    )
    expect(html.replaceAll('<!-- -->', '')).toContain(`disconnected on ${testNetwork.name}`)
    void widget.destroy()
  })

  it('a hook outside WidgetProvider throws WidgetProviderMissingError', () => {
    expect(() => renderToString(<Status />)).toThrow(
      'Airlock hooks must be used inside <WidgetProvider>',
    )
  })
})
