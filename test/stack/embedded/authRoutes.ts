// The frame's own API (same origin as the frame, so only the frame's script calls it): the
// wallet service's half of e-mail, device, social and Farcaster login and of e-mail updates.
import { HttpError, type Route, type RouteRequest } from '../http/jsonServer'
import type { AuthStore } from './authStore'

const text = (body: unknown, key: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[key]
  if (typeof value !== 'string' || value === '') throw new HttpError(400, `${key} is required`)
  return value
}
const email = (body: unknown, key = 'email') => text(body, key).trim().toLowerCase()
/** The frame page that asks (frameSessions.ts); absent for callers that are not a frame. */
const frameId = (body: unknown) => {
  const value = (body as Record<string, unknown> | undefined)?.frameId
  return typeof value === 'string' && value !== '' ? value : undefined
}
const post = (path: string, handle: (request: RouteRequest) => unknown): Route => ({
  method: 'POST',
  path,
  handle: async (request) => ({ json: await handle(request) }),
})

export function authRoutes(auth: AuthStore): Route[] {
  return [
    post('/api/email/start', ({ body }) =>
      auth.startEmail(email(body), text(body, 'deviceId'), frameId(body)),
    ),
    post('/api/device/continue', ({ body }) =>
      auth.continueDevice(email(body), text(body, 'deviceId')),
    ),
    post('/api/email/verify', ({ body }) =>
      auth.verifyEmail(email(body), text(body, 'deviceId'), text(body, 'otp')),
    ),
    post('/api/social/start', ({ body }) =>
      auth.startSocial({
        provider: text(body, 'provider'),
        dappOrigin: text(body, 'dappOrigin'),
        redirectUri: text(body, 'redirectUri'),
        frameId: frameId(body),
      }),
    ),
    post('/api/social/exchange', ({ body }) =>
      auth.exchangeSocial(text(body, 'code'), text(body, 'state'), text(body, 'dappOrigin')),
    ),
    post('/api/farcaster/start', ({ body }) => auth.startFarcaster(frameId(body))),
    post('/api/farcaster/status', ({ body }) => auth.farcasterStatus(text(body, 'channel'))),
    post('/api/email/update', ({ body }) =>
      auth.startEmailUpdate(text(body, 'sessionToken'), email(body)),
    ),
    post('/api/email/update/primary', ({ body }) =>
      auth.verifyPrimary(text(body, 'sessionToken'), text(body, 'otp')),
    ),
    post('/api/email/update/secondary', ({ body }) =>
      auth.verifySecondary(text(body, 'sessionToken'), text(body, 'otp')),
    ),
    post('/api/sign-out', ({ body }) => {
      auth.signOut((body as { sessionToken?: unknown } | undefined)?.sessionToken)
      return {}
    }),
  ]
}
