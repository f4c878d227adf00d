import type { ChainNamespace } from '@airlock/core'
import { useAccount } from '@airlock/react-hooks'

export function AccountStatus({ namespace }: { readonly namespace?: ChainNamespace }) {
  const { status, isConnected, address, caipAddress, connectorId } = useAccount({ namespace })
  if (!isConnected) return <p>{status}</p>
  return (
    <dl>
      <dt>Address</dt>
      <dd>{address}</dd>
      <dt>CAIP-10</dt>
      <dd>{caipAddress}</dd>
      <dt>Connector</dt>
      <dd>{connectorId}</dd>
    </dl>
  )
}
