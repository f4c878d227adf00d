import type { SnapshotFrom } from 'xstate'
import type { ConnectionStatus } from '../../domain/types'
import type { connectionMachine } from './connection.machine'

type Snapshot = SnapshotFrom<typeof connectionMachine>

/** spec §3 connection status. */
export function selectConnectionStatus(snapshot: Snapshot): ConnectionStatus {
  if (snapshot.hasTag('connected')) return 'connected'
  if (snapshot.hasTag('connecting')) return 'connecting'
  return 'disconnected'
}

export const selectAddress = (snapshot: Snapshot) => snapshot.context.address
export const selectCaipAddress = (snapshot: Snapshot) => snapshot.context.caipAddress
export const selectChainId = (snapshot: Snapshot) => snapshot.context.chainId
export const selectConnectorId = (snapshot: Snapshot) => snapshot.context.connectorId
export const selectSmartAccountDeployed = (snapshot: Snapshot) =>
  snapshot.context.smartAccountDeployed
export const selectAddressLabels = (snapshot: Snapshot) => snapshot.context.addressLabels
/** Waiting on the wallet (a prompt, a QR code or deep link), whatever the status shows. */
export const selectIsAwaitingWallet = (snapshot: Snapshot) => snapshot.hasTag('awaitingWallet')
export const selectConnectionError = (snapshot: Snapshot) => snapshot.context.error
