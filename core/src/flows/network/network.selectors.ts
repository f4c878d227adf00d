import type { SnapshotFrom } from 'xstate'
import type { networkMachine } from './network.machine'

type Snapshot = SnapshotFrom<typeof networkMachine>

export const selectActiveNetwork = (snapshot: Snapshot) => snapshot.context.active
export const selectNetworks = (snapshot: Snapshot) => snapshot.context.networks
/** spec §4: the switching flag. */
export const selectIsSwitching = (snapshot: Snapshot) => snapshot.hasTag('switching')
/** spec §2: the wallet is on a chain that is not among the requested networks. */
export const selectIsOnUnsupportedChain = (snapshot: Snapshot) =>
  snapshot.context.unsupportedChainId !== undefined
