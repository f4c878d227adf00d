// spec §7: every call to the directory and the analytics service carries the SDK query
// parameters `projectId`, `st` (SDK type) and `sv` (SDK version). Only `projectId` is enforced:
// the real services refuse a call without one, and a client that forgets it should fail here
// the same way rather than pass offline.
import type { RouteRequest, RouteResult } from './jsonServer'

type Handle = (request: RouteRequest) => RouteResult | Promise<RouteResult>

/** 400 `{ message }` when `projectId` is missing or empty; otherwise `handle`'s answer. */
export function requireProjectId(handle: Handle): Handle {
  return (request) => {
    const projectId = request.query.get('projectId')
    if (projectId === null || projectId.trim() === '') {
      return { status: 400, json: { message: 'projectId is required' } }
    }
    return handle(request)
  }
}
