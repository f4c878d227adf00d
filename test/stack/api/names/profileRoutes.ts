// spec §7 GET /v1/profile/account/{name} and /v1/profile/reverse/{address} (apiVersion 2):
// NameProfiles from the registry; an unknown name is a 404, an address without names [].
import { HttpError, type Route } from '../../http/jsonServer'
import { NAME_ZONE } from '../apiContext'
import { parseAddress } from '../requestInput'
import type { NameRegistry } from './nameRegistry'

/** `alice` and `alice.airlock.id` name the same account. */
export function fullName(name: string): string {
  const lower = name.toLowerCase()
  return lower.endsWith(`.${NAME_ZONE}`) ? lower : `${lower}.${NAME_ZONE}`
}

export function profileRoutes(names: NameRegistry): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      handle: ({ params }) => {
        const profile = names.byName(fullName(params.name ?? ''))
        if (!profile) throw new HttpError(404, `no such name: ${params.name}`)
        return { json: profile }
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      handle: ({ params }) => ({ json: names.byAddress(parseAddress(params.address)) }),
    },
  ]
}
