'use client'
// spec §2 ConnectingExternal: connecting the chosen connector (a browser wallet, mostly).
import type { ViewProps } from '../../modal/viewTypes'
import { ConnectingExternalView } from './ConnectingExternalView'
import { useConnectingExternalViewModel } from './useConnectingExternalViewModel'

export default function ConnectingExternal({ entry }: ViewProps) {
  return <ConnectingExternalView {...useConnectingExternalViewModel(entry.connector)} />
}
