// spec §3: a network's image is `assets.imageUrl`, or the wallet directory's asset image of
// `assets.imageId` (spec §7 /public/getAssetImage/{id}). Each built-in network's imageId is its
// CAIP-2 id, which the directory resolves; a host's `chainImages` (by chain id) wins over both.
import type { CaipNetwork } from '../types'

export interface NetworkImageOptions {
  /** The wallet directory's base URL (spec §7), e.g. http://127.0.0.1:8561 offline. */
  readonly directoryBaseUrl: string
  /** Host overrides by chain id (`1`, `'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`). */
  readonly chainImages?: Readonly<Record<string, string>>
}

export function networkImageUrl(
  network: Pick<CaipNetwork, 'id' | 'assets'>,
  { directoryBaseUrl, chainImages }: NetworkImageOptions,
): string | undefined {
  const override = chainImages?.[String(network.id)]
  if (override) return override
  if (network.assets.imageUrl) return network.assets.imageUrl
  if (!network.assets.imageId) return undefined
  const base = directoryBaseUrl.replace(/\/+$/, '')
  return `${base}/public/getAssetImage/${encodeURIComponent(network.assets.imageId)}`
}
