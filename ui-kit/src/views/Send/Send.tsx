'use client'
// spec §2 Send: the view model from the hooks, rendered by the pure SendView.
import type { ViewProps } from '../../modal/viewTypes'
import { SendView } from './SendView'
import { useSendViewModel } from './useSendViewModel'

export default function Send(_: ViewProps) {
  return <SendView {...useSendViewModel()} />
}
