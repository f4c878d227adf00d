import { UserRejectedError } from '@airlock/core'
import { useConnect, useConnectors } from '@airlock/react-hooks'

export function ConnectButtons() {
  const connectors = useConnectors()
  const { connect, status, data, error } = useConnect()
  if (status === 'success') return <p>Connected {data?.address}</p>
  return (
    <div>
      {connectors.map((connector) => (
        <button
          key={connector.id}
          type="button"
          disabled={status === 'pending'}
          onClick={() => connect({ connectorId: connector.id })}
        >
          {connector.name}
        </button>
      ))}
      {status === 'error' && (
        <p role="alert">
          {error instanceof UserRejectedError
            ? 'You declined in the wallet.'
            : 'Could not connect.'}
        </p>
      )}
    </div>
  )
}
