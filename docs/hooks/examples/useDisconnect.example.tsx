import type { ChainNamespace } from '@airlock/core'
import { useAccount, useDisconnect } from '@airlock/react-hooks'

export function DisconnectButton({ namespace }: { readonly namespace?: ChainNamespace }) {
  const { isConnected } = useAccount({ namespace })
  const { disconnect, status } = useDisconnect()
  if (!isConnected) return null
  return (
    <div>
      <button
        type="button"
        disabled={status === 'pending'}
        onClick={() => disconnect({ namespace })}
      >
        Disconnect
      </button>
      {status === 'error' && <p role="alert">Failed to disconnect.</p>}
    </div>
  )
}
