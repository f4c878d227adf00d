import { useConnectors, useRecentWallets } from '@airlock/react-hooks'

export function RecentWallets() {
  const recent = useRecentWallets()
  const connectors = useConnectors()
  if (recent.length === 0) return null
  return (
    <ul aria-label="Recent">
      {recent.map((wallet) => {
        // A recent wallet that is installed connects through its injected connector.
        const connector = connectors.find((each) => each.info?.rdns === wallet.rdns)
        return (
          <li key={wallet.id}>
            {wallet.name}
            {connector ? ' (installed)' : ''}
          </li>
        )
      })}
    </ul>
  )
}
