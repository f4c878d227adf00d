// spec §7 GET /v1/profile/suggestions/{name}?zone=: the name asked for plus a few variants, all
// under NAME_ZONE (spec §9: the zone is fixed), each marked registered when the registry holds
// it.
import { HttpError, type Route } from '../../http/jsonServer'
import { NAME_ZONE } from '../apiContext'
import type { NameRegistry } from './nameRegistry'
import { fullName } from './profileRoutes'

const VARIANT_SUFFIXES = ['', '1', '2', '-id'] as const

export function suggestionRoutes(names: NameRegistry): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      handle: ({ params }) => {
        const label = fullName(params.name ?? '').slice(0, -`.${NAME_ZONE}`.length)
        if (!/^[a-z0-9-]+$/.test(label)) throw new HttpError(400, `invalid name: ${params.name}`)
        const suggestions = VARIANT_SUFFIXES.map((suffix) => {
          const name = `${label}${suffix}.${NAME_ZONE}`
          return { name, registered: names.byName(name) !== undefined }
        })
        return { json: { suggestions } }
      },
    },
  ]
}
