'use client'
// The Connect view as the modal shows it: the view model's props on the pure view.
import type { ViewProps } from '../../modal/viewTypes'
import { ConnectView } from './ConnectView'
import { useConnectViewModel } from './useConnectViewModel'

export default function Connect(_props: ViewProps) {
  return <ConnectView {...useConnectViewModel()} />
}
