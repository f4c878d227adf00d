import type { GrantPermissionsRequest } from '@airlock/core'
import { useSmartSessions } from '@airlock/react-hooks'

// ERC-7715: a daily allowance of 0.01 ETH for one hour.
const dailyAllowance = (): GrantPermissionsRequest => ({
  expiry: Math.floor(Date.now() / 1000) + 3600,
  permissions: [
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x2386f26fc10000', start: Math.floor(Date.now() / 1000), period: 86400 },
    },
  ],
})

export function SmartSessions() {
  const {
    supported,
    status,
    sessions,
    granting,
    revokingId,
    grantError,
    revokeError,
    grant,
    revoke,
  } = useSmartSessions()
  // The host turned the toggle off, or the account is not on eip155.
  if (!supported) return null
  return (
    <section>
      <button type="button" disabled={granting} onClick={() => grant(dailyAllowance())}>
        {granting ? 'Confirm in your wallet…' : 'Grant a session'}
      </button>
      {grantError && <p role="alert">{grantError.message}</p>}
      {status === 'loading' && <p>Loading sessions…</p>}
      <ul>
        {sessions.map((session) => (
          <li key={session.id}>
            {session.record?.project?.name ?? session.id} · until{' '}
            {new Date((session.record?.expiry ?? session.expiry) * 1000).toLocaleString()}
            {session.readError && <span> (details unavailable: {session.readError.message})</span>}
            {session.record?.revokedAt ? (
              <span> · revoked</span>
            ) : (
              <button
                type="button"
                disabled={revokingId !== undefined}
                onClick={() => revoke(session.id)}
              >
                {revokingId === session.id ? 'Revoking…' : 'Revoke'}
              </button>
            )}
            {revokeError?.id === session.id && <p role="alert">{revokeError.error.message}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
