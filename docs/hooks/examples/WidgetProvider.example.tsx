import { createEvmAdapter } from '@airlock/adapters/evm'
import { ethereumNetwork, type Widget, type WidgetConfig } from '@airlock/core'
import { useAccount, WidgetProvider } from '@airlock/react-hooks'

const config: WidgetConfig = {
  projectId: 'your-project-id',
  adapters: [createEvmAdapter({ networks: [ethereumNetwork] })],
}

function Status() {
  const { status } = useAccount()
  return <p>{status}</p>
}

/** The provider creates the widget from the config and destroys it when it unmounts. */
export function App() {
  return (
    <WidgetProvider config={config}>
      <Status />
    </WidgetProvider>
  )
}

/** The host made the widget with createWidget(config) and destroys it itself. */
export function AppWithHandle({ widget }: { readonly widget: Widget }) {
  return (
    <WidgetProvider widget={widget}>
      <Status />
    </WidgetProvider>
  )
}
