// spec §7 GET /v1/sessions/{id} and POST /v1/sessions/{id}/revoke { pci, signature }: the
// revocation must be the granting account's personal_sign of the session's pci.
import { Schema } from 'effect'
import { HttpError, type Route } from '../../http/jsonServer'
import { decodeBody } from '../requestInput'
import { signatureMatches } from '../signatureMatches'
import type { SessionSeed, SessionStore } from './sessionStore'

const RevokeRequest = Schema.Struct({ pci: Schema.String, signature: Schema.String })

function known(sessions: SessionStore, id: string | undefined): SessionSeed {
  const seed = id === undefined ? undefined : sessions.get(id)
  if (!seed) throw new HttpError(404, `no such session: ${id}`)
  return seed
}

export function sessionRoutes(sessions: SessionStore): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/sessions/:id',
      handle: ({ params }) => ({ json: known(sessions, params.id).session }),
    },
    {
      method: 'POST',
      path: '/v1/sessions/:id/revoke',
      handle: async ({ params, body }) => {
        const seed = known(sessions, params.id)
        const { pci, signature } = decodeBody(RevokeRequest, body)
        if (pci !== seed.session.pci) throw new HttpError(400, 'pci does not match the session')
        if (!(await signatureMatches(seed.account, pci, signature))) {
          throw new HttpError(400, 'signature is not the session account’s')
        }
        // A second revocation keeps the first time.
        const revokedAt = seed.session.revokedAt ?? Math.floor(Date.now() / 1000)
        sessions.put({ ...seed, session: { ...seed.session, revokedAt } })
        return { json: { success: true } }
      },
    },
  ]
}
