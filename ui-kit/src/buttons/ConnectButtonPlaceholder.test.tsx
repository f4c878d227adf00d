// The placeholder is the real Connect button before the widget loads: the same markup in the
// disconnected and in the reconnecting state (a stored session, spec §4 auto-reconnect).
import { createWidget, type Widget } from '@airlock/core'
import { createMemoryAdapter, memoryBackend, testNetwork, testWallet } from '@airlock/core/testing'
import { WidgetProvider } from '@airlock/react-hooks'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { de } from '../i18n/de'
import { RunningConnectButton } from './ConnectButton'
import { ConnectButtonPlaceholder } from './ConnectButtonPlaceholder'

/** ConnectButton as the page renders it once the widget runs (a server render of ConnectButton
 * itself shows the parts before start). A server render shows every widget's initial state
 * (decision 0026), so the widget's live state stands in for it here. */
function realButton(storage = memoryBackend()) {
  const { adapter } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork],
    wallets: [testWallet('w')],
  })
  const widget = createWidget({ projectId: 'placeholder', adapters: [adapter], storage })
  const live: Widget = {
    ...widget,
    initialSnapshotOf: (systemId) => widget.actor.system.get(systemId)?.getSnapshot(),
  }
  return renderToStaticMarkup(
    <WidgetProvider widget={live}>
      <RunningConnectButton />
    </WidgetProvider>,
  )
}

function storedSession() {
  const storage = memoryBackend()
  storage.setItem('@appkit/connection_status', '"connected"')
  storage.setItem('@appkit/connected_namespaces', '["eip155"]')
  storage.setItem('@appkit/eip155:connected_connector_id', '"w"')
  return storage
}

describe('ConnectButtonPlaceholder', () => {
  it('renders what ConnectButton renders while disconnected', () => {
    const placeholder = renderToStaticMarkup(<ConnectButtonPlaceholder />)
    expect(placeholder).toContain('>Connect Wallet</button>')
    expect(placeholder).toBe(realButton())
  })

  it('renders what ConnectButton renders while a stored session reconnects', () => {
    const placeholder = renderToStaticMarkup(<ConnectButtonPlaceholder status="reconnecting" />)
    expect(placeholder).toContain('aria-busy="true"')
    expect(placeholder).toContain('>Connecting…</button>')
    expect(placeholder).toBe(realButton(storedSession()))
  })

  it('shows a remembered click as busy, keeping its name', () => {
    const placeholder = renderToStaticMarkup(<ConnectButtonPlaceholder pending />)
    expect(placeholder).toContain('aria-busy="true"')
    expect(placeholder).toContain('>Connect Wallet</button>')
  })

  it('takes the theme and the host messages as KitRoot does', () => {
    const placeholder = renderToStaticMarkup(
      <ConnectButtonPlaceholder themeMode="light" messages={de} />,
    )
    expect(placeholder).toContain('data-theme="light"')
    expect(placeholder).toContain(`>${de.buttons.connect}</button>`)
  })
})
