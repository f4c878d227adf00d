'use client'
// The e-mail login's code, as the modal shows it.
import type { ViewProps } from '../../modal/viewTypes'
import { EmailVerifyOtpView } from './EmailVerifyOtpView'
import { useEmailVerifyOtpViewModel } from './useEmailVerifyOtpViewModel'

export default function EmailVerifyOtp(_props: ViewProps) {
  return <EmailVerifyOtpView {...useEmailVerifyOtpViewModel()} />
}
