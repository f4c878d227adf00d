'use client'
// spec §2, §4 SIWXSignMessage: forced after connecting when sign-in is enabled and no session
// exists for the address.
import type { ViewProps } from '../../modal/viewTypes'
import { SIWXSignMessageView } from './SIWXSignMessageView'
import { useSIWXSignMessageViewModel } from './useSIWXSignMessageViewModel'

export default function SIWXSignMessage(_props: ViewProps) {
  return <SIWXSignMessageView {...useSIWXSignMessageViewModel()} />
}
