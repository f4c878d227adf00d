// spec §7: every GET of the Blockchain API carries `projectId` (and the SDK's `st`/`sv`, which
// the server only records). A missing or empty one is a 400, before the route runs.
import { HttpError, type Route } from '../http/jsonServer'

export function requireProjectId(route: Route): Route {
  if (route.method !== 'GET' || !route.path.startsWith('/v1/')) return route
  return {
    ...route,
    handle: (request) => {
      if (!request.query.get('projectId')) throw new HttpError(400, 'projectId is required')
      return route.handle(request)
    },
  }
}
