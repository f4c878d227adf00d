'use client'
// spec §2 ConnectingFarcaster: signing in with Farcaster through the embedded wallet.
import type { ViewProps } from '../../modal/viewTypes'
import { ConnectingFarcasterView } from './ConnectingFarcasterView'
import { useConnectingFarcasterViewModel } from './useConnectingFarcasterViewModel'

export default function ConnectingFarcaster(_props: ViewProps) {
  return <ConnectingFarcasterView {...useConnectingFarcasterViewModel()} />
}
