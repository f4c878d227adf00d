import { PAIRING_EXPIRY_MS } from '@airlock/core'
import { useWalletConnectUri } from '@airlock/react-hooks'
import { useEffect } from 'react'

export function PairingLink() {
  const { uri, isExpired, isLoading, error, start, refresh } = useWalletConnectUri()
  useEffect(() => {
    start()
  }, [start])
  if (isLoading) return <p>Creating a pairing…</p>
  if (error !== undefined || isExpired) {
    return (
      <button type="button" onClick={refresh}>
        {isExpired ? 'The code expired: get a new one' : 'Try again'}
      </button>
    )
  }
  if (!uri) return null
  return (
    <p>
      Scan or open within {PAIRING_EXPIRY_MS / 60_000} minutes: <a href={uri}>{uri}</a>
    </p>
  )
}
