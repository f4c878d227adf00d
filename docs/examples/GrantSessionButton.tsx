// The host's own button (issue 12): asks the connected wallet for a smart session (ERC-7715)
// through the widget handle; the widget then shows the session it created. Shown only while
// the smart sessions toggle is on and an eip155 account is connected.
import type { GrantPermissionsRequest } from '@airlock/core'
import { useAccount, useFeatures, useSmartSessions, useWidget } from '@airlock/react-hooks'
import { Suspense, useState } from 'react'

/** A daily allowance of 0.01 ETH for one hour. */
const dailyAllowance = (): GrantPermissionsRequest => ({
  expiry: Math.floor(Date.now() / 1000) + 3600,
  permissions: [
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x2386f26fc10000', start: Math.floor(Date.now() / 1000), period: 86400 },
    },
  ],
})

/** Shown once it can be used: the smart sessions flow (its code loads on first use, issue 27)
 * is read only then, under a Suspense of its own, so the account button beside it does not wait
 * for that code. */
export function GrantSessionButton() {
  const { caipAddress } = useAccount()
  const supported = useFeatures().smartSessions && caipAddress?.startsWith('eip155:') === true
  return supported ? (
    <Suspense fallback={null}>
      <GrantButton />
    </Suspense>
  ) : null
}

function GrantButton() {
  const widget = useWidget()
  const { granting } = useSmartSessions()
  const [error, setError] = useState<string>()
  return (
    <>
      <button
        type="button"
        disabled={granting}
        onClick={() => {
          setError(undefined)
          widget
            .grantPermissions(dailyAllowance())
            .catch((failure: Error) => setError(failure.message))
        }}
      >
        {granting ? 'Confirm in your wallet…' : 'Grant a session'}
      </button>
      {error ? <span role="alert">{error}</span> : null}
    </>
  )
}
