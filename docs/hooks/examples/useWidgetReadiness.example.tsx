import { useAccount, useWidgetReadiness } from '@airlock/react-hooks'

/** The account's address once the widget runs; a stand-in of the same size until then. */
export function AccountAddress() {
  if (useWidgetReadiness() === 'loading') return <span aria-busy="true">Loading wallet…</span>
  return <RunningAddress />
}

// useAccount reads the widget's connection flow, so it is called only once the widget runs.
function RunningAddress() {
  const { address } = useAccount()
  return <span>{address ?? 'Not connected'}</span>
}
