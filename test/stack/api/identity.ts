// spec §7 GET /v1/identity/{address}?sender=: the address's primary account name (its oldest
// registration) with the zone, and that name's `avatar` attribute.
import type { Route } from '../http/jsonServer'
import type { NameRegistry } from './names/nameRegistry'
import { parseAddress } from './requestInput'

export function identityRoutes(names: NameRegistry): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/identity/:address',
      handle: ({ params }) => {
        const [primary] = names.byAddress(parseAddress(params.address))
        return {
          json: { name: primary?.name ?? null, avatar: primary?.attributes?.avatar ?? null },
        }
      },
    },
  ]
}
