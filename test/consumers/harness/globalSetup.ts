// The consumers project's global setup: the packages built (when stale) and packed once, before
// any consumer installs them.
import { packPackages } from './packedPackages'

export default async function packOnce() {
  await packPackages()
}
