import type { Connector } from '@airlock/core'
import { useConnectors } from '@airlock/react-hooks'

function ConnectorRow({ connector }: { readonly connector: Connector }) {
  return (
    <li>
      {connector.imageUrl && <img src={connector.imageUrl} alt="" width={24} height={24} />}
      {connector.name} ({connector.type}, {connector.chain})
    </li>
  )
}

export function ConnectorList() {
  const connectors = useConnectors({ namespace: 'eip155' })
  if (connectors.length === 0) return <p>No wallet found.</p>
  return (
    <ul>
      {connectors.map((connector) => (
        <ConnectorRow key={connector.id} connector={connector} />
      ))}
    </ul>
  )
}
