'use client'
// SIWXSignMessage's props from useSignIn. No hook says "the wallet is being asked", so that is
// tracked here: from the click on Sign until the flow is signed in or reports a new error
// (the flow clears the old error when asked to sign again, so any error after the click is new).
import type { SignInError } from '@airlock/core'
import { useSignIn } from '@airlock/react-hooks'
import { useCallback, useState } from 'react'
import type { SIWXSignMessageViewProps, SignInFailure } from './SIWXSignMessageView'

const failures: Partial<Record<SignInError['_tag'], SignInFailure>> = {
  SignatureDeclinedError: 'declined',
  SmartAccountsUnsupportedError: 'smartAccountsUnsupported',
  SiwxNotEnabledError: 'notEnabled',
  NoActiveCaipAddressError: 'noAddress',
  SignInInitError: 'initFailed',
}

export function useSIWXSignMessageViewModel(): SIWXSignMessageViewProps {
  const { isSignedIn, error, signIn, cancel } = useSignIn()
  const [clicked, setClicked] = useState<{ readonly errorBefore?: SignInError }>()
  const settled = isSignedIn || (error !== undefined && error !== clicked?.errorBefore)
  const signing = clicked !== undefined && !settled

  const onSign = useCallback(() => {
    setClicked({ errorBefore: error })
    signIn()
  }, [error, signIn])
  const onCancel = useCallback(() => {
    setClicked(undefined)
    cancel()
  }, [cancel])

  return {
    status: signing ? 'signing' : error ? 'failed' : 'idle',
    appName: typeof window === 'undefined' ? undefined : window.location.host,
    failure: error ? (failures[error._tag] ?? 'other') : undefined,
    failureMessage: error?.message,
    onSign,
    onCancel,
  }
}
