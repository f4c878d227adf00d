// spec §7 image blobs: wallet images by image id, and the public asset (network), currency and
// token images. None of them asks for `projectId`: they are `<img src>` URLs, and core's
// networkImageUrl builds network image URLs without the SDK query parameters. A network or token
// the kit has a mark for is answered with that mark (../brandMarks.ts).
import { networkMarkSvg, tokenMarkSvg } from '../brandMarks'
import type { Route, RouteRequest, RouteResult } from '../http/jsonServer'
import { initialsOf, placeholderSvg } from './placeholderImage'
import type { WalletFixture } from './walletFixture'

function svg(id: string, initials: string): RouteResult {
  return { body: placeholderSvg(id, initials), contentType: 'image/svg+xml' }
}

const imageId = (request: RouteRequest) => request.params.id ?? ''

export function imageRoutes(wallets: readonly WalletFixture[]): Route[] {
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet]))
  // Any id gets an image: a network's is its CAIP-2 id (`eip155:1`), a currency's its code.
  const generic = (request: RouteRequest) => svg(imageId(request), initialsOf(imageId(request)))
  const markOr = (mark: string | undefined, request: RouteRequest): RouteResult =>
    mark ? { body: mark, contentType: 'image/svg+xml' } : generic(request)
  return [
    {
      method: 'GET',
      path: '/getWalletImage/:id',
      handle: (request) => {
        const id = imageId(request)
        return svg(id, initialsOf(byImageId.get(id)?.name ?? id))
      },
    },
    {
      method: 'GET',
      path: '/public/getAssetImage/:id',
      handle: (request) => markOr(networkMarkSvg(imageId(request)), request),
    },
    { method: 'GET', path: '/public/getCurrencyImage/:id', handle: generic },
    {
      method: 'GET',
      path: '/public/getTokenImage/:id',
      handle: (request) => markOr(tokenMarkSvg(imageId(request)), request),
    },
  ]
}
