// An optional peer of @airlock/adapters (package.json peerDependenciesMeta: the Solana, Wallet
// Standard and WalletConnect packages) is not installed. Found when an entry first needs it
// (./loadPeer), so a host that never uses the entry never installs the package.
import { Data } from 'effect'

export class MissingPeerDependencyError extends Data.TaggedError('MissingPeerDependencyError')<{
  /** The entry that needs the package, `@airlock/adapters/solana`. */
  readonly entry: string
  readonly packageName: string
  /** What the import failed with. */
  readonly cause?: unknown
}> {
  override readonly message =
    `${this.entry} needs ${this.packageName}: install it with npm install ${this.packageName}`
}
