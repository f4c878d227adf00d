'use client'
// spec §2 basic mode: the same pairing view without a chosen wallet (no deep links, no image).
import type { ViewProps } from '../../modal/viewTypes'
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView'
import { useConnectingWalletConnectViewModel } from './useConnectingWalletConnectViewModel'

export default function ConnectingWalletConnectBasic(_props: ViewProps) {
  return <ConnectingWalletConnectView {...useConnectingWalletConnectViewModel(undefined)} />
}
