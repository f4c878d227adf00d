// spec §9: the images of the first 20 wallets are fetched ahead, each given up after 2 s, so
// the list paints with its icons. Nothing to do without a page (server rendering, Node).
// Issue 18: the URLs are the directory's, untrusted: only what WalletImage would show is
// fetched (safeImageUrl), so a tracking pixel on plain http is never requested.
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../constants'
import type { WalletListing } from '../../domain/types'
import { safeImageUrl } from '../../domain/wallets/safeImageUrl'

function preload(url: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image()
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(done, IMAGE_PRELOAD_TIMEOUT_MS)
    image.onload = done
    image.onerror = done
    image.src = url
  })
}

export async function prefetchWalletImages(wallets: readonly WalletListing[]): Promise<void> {
  if (typeof Image === 'undefined') return
  const urls = wallets.flatMap((wallet) => {
    const url = safeImageUrl(wallet.image_url)
    return url ? [url] : []
  })
  await Promise.all(urls.map(preload))
}
