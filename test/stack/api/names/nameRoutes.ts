// spec §7 /v1/profile/*: lookups, suggestions and registration over one registry.
import type { Route } from '../../http/jsonServer'
import type { NameRegistry } from './nameRegistry'
import { profileRoutes } from './profileRoutes'
import { registerNameRoutes } from './registerName'
import { suggestionRoutes } from './suggestionRoutes'

export function nameRoutes(names: NameRegistry): Route[] {
  return [...profileRoutes(names), ...suggestionRoutes(names), ...registerNameRoutes(names)]
}
