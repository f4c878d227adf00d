'use client'
// The e-mail update as the modal shows it; 'done' once the new address is the user's.
import { useEmbeddedWallet } from '@airlock/react-hooks'
import { useRef } from 'react'
import type { ViewProps } from '../../modal/viewTypes'
import { UpdateEmailView } from './UpdateEmailView'

export default function UpdateEmail(_props: ViewProps) {
  const wallet = useEmbeddedWallet()
  const startEmail = useRef(wallet.user?.email)
  const current = wallet.user?.email ?? ''
  const done = wallet.updateEmailStep === 'none' && startEmail.current !== current
  return (
    <UpdateEmailView
      step={done ? 'done' : wallet.updateEmailStep}
      currentEmail={current}
      newEmail={wallet.newEmail}
      verifying={wallet.updateVerifying}
      error={wallet.updateEmailError?.message}
      onEmail={wallet.updateEmail}
      onCode={wallet.submitUpdateOtp}
    />
  )
}
