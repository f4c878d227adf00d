// spec §3: a network's image is `assets.imageUrl`, or the wallet directory's asset image of
// `assets.imageId` (spec §7 /public/getAssetImage/{id}). Each built-in network's imageId is its
// CAIP-2 id, which the directory resolves; a host's `chainImages` (by chain id) wins over both.
import type { CaipNetwork } from '../types'

export interface NetworkImageOptions {
  /** The directory's image URLs with the SDK params: the widget's `imageUrl`. */
  readonly imageUrl: (kind: 'asset', id: string) => string
  /** Host overrides by chain id (`1`, `'5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'`). */
  readonly chainImages?: Readonly<Record<string, string>>
}

export function networkImageUrl(
  network: Pick<CaipNetwork, 'id' | 'assets'>,
  { imageUrl, chainImages }: NetworkImageOptions,
): string | undefined {
  const override = chainImages?.[String(network.id)]
  if (override) return override
  if (network.assets.imageUrl) return network.assets.imageUrl
  if (!network.assets.imageId) return undefined
  return imageUrl('asset', network.assets.imageId)
}
