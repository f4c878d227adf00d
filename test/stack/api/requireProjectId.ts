// spec §7: every GET of the Blockchain API carries `projectId` (and the SDK's `st`/`sv`, which
// the server only records). One wrapper for the whole API, on the shared SDK-query check.
import type { Route } from '../http/jsonServer'
import { requireProjectId as requireProjectIdIn } from '../http/sdkQuery'

export function requireProjectId(route: Route): Route {
  if (route.method !== 'GET' || !route.path.startsWith('/v1/')) return route
  return { ...route, handle: requireProjectIdIn(route.handle) }
}
