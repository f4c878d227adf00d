// E-mail and social login through the embedded wallet (useEmbeddedWallet), as the default
// modal offers them: the e-mail, then the code mailed to it (or, on a new device, the mailed
// approval link); each configured social opens its provider's popup; Farcaster gives a link.
import type { SocialProvider } from '@airlock/core'
import { useEmbeddedWallet, useFeatures } from '@airlock/react-hooks'
import { type FormEvent, useEffect, useState } from 'react'

const socialLabels: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

function statusText(wallet: ReturnType<typeof useEmbeddedWallet>): string {
  if (wallet.error) return wallet.error.message
  if (wallet.frame === 'loading') return 'Loading the embedded wallet…'
  switch (wallet.status) {
    case 'emailPending':
      return 'Sending the code…'
    case 'awaitingDevice':
      return `Approve this device from the link mailed to ${wallet.email ?? 'you'}.`
    case 'verifying':
      return 'Checking the code…'
    case 'socialPending':
      return 'Finish signing in in the popup.'
    case 'fetchingUser':
      return 'Signing in…'
    default:
      return ''
  }
}

export function EmbeddedLogin() {
  const wallet = useEmbeddedWallet()
  const features = useFeatures()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const { frame, load } = wallet
  useEffect(() => {
    if (frame === 'idle') load()
  }, [frame, load])

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    wallet.loginWithEmail(email)
  }
  const submitCode = (event: FormEvent) => {
    event.preventDefault()
    wallet.submitOtp(code)
  }
  return (
    <fieldset>
      <legend>E-mail and social login</legend>
      {wallet.status === 'awaitingOtp' || wallet.status === 'verifying' ? (
        <form onSubmit={submitCode}>
          <label>
            Code sent to {wallet.email}{' '}
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>{' '}
          <button type="submit" disabled={wallet.verifying}>
            Verify
          </button>{' '}
          <button type="button" onClick={wallet.cancel}>
            Cancel
          </button>
        </form>
      ) : features.email ? (
        <form onSubmit={submitEmail}>
          <label>
            E-mail{' '}
            <input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>{' '}
          <button type="submit" disabled={frame !== 'ready' || wallet.status !== 'signedOut'}>
            Continue
          </button>
        </form>
      ) : null}
      <div className="row">
        {features.socials.map((provider) => (
          <button
            key={provider}
            type="button"
            disabled={frame !== 'ready'}
            onClick={() => wallet.connectSocial(provider)}
          >
            Continue with {socialLabels[provider]}
          </button>
        ))}
      </div>
      {wallet.farcasterUrl ? (
        <p>
          Approve with Farcaster: <a href={wallet.farcasterUrl}>{wallet.farcasterUrl}</a>
        </p>
      ) : null}
      <p role="status">{statusText(wallet)}</p>
    </fieldset>
  )
}
