'use client'
// spec §2 ConnectingWalletConnect: pairing with the wallet chosen from the directory.
import type { ViewProps } from '../../modal/viewTypes'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView'
import { useConnectingWalletConnectViewModel } from './useConnectingWalletConnectViewModel'

export default function ConnectingWalletConnect({ entry }: ViewProps) {
  return <ConnectingWalletConnectView {...useConnectingWalletConnectViewModel(entry.wallet)} />
}
