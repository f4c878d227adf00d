'use client'
// A new device's approval, as the modal shows it (props from useEmbeddedWallet).
import { useEmbeddedWallet } from '@airlock/react-hooks'
import type { ViewProps } from '../../modal/viewTypes'
import { EmailVerifyDeviceView } from './EmailVerifyDeviceView'

export default function EmailVerifyDevice(_props: ViewProps) {
  const { email, error } = useEmbeddedWallet()
  return <EmailVerifyDeviceView email={email ?? ''} error={error?.message} />
}
