import { SignatureDeclinedError } from '@airlock/core'
import { useSignIn } from '@airlock/react-hooks'

export function SignInPrompt() {
  const { isNeeded, isSignedIn, session, error, signIn, cancel } = useSignIn()
  if (isSignedIn) return <p>Signed in as {session?.data.accountAddress}</p>
  if (!isNeeded) return null
  return (
    <div>
      <p>Sign a message to prove you own this address.</p>
      {error && (
        <p role="alert">
          {error instanceof SignatureDeclinedError ? 'You declined to sign.' : error.message}
        </p>
      )}
      <button type="button" onClick={signIn}>
        Sign in
      </button>
      <button type="button" onClick={cancel}>
        Cancel
      </button>
    </div>
  )
}
