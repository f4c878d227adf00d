'use client'
// EmailVerifyOtp's props from useEmbeddedWallet: the e-mail, the step's error, submit and resend.
import { useEmbeddedWallet } from '@airlock/react-hooks'
import type { EmailVerifyOtpViewProps } from './EmailVerifyOtpView'

export function useEmailVerifyOtpViewModel(): EmailVerifyOtpViewProps {
  const wallet = useEmbeddedWallet()
  const email = wallet.email ?? ''
  return {
    email,
    verifying:
      wallet.verifying || wallet.status === 'emailPending' || wallet.status === 'fetchingUser',
    error: wallet.error?.message,
    onSubmit: wallet.submitOtp,
    onResend: () => wallet.loginWithEmail(email),
  }
}
