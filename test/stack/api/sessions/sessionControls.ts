// What a wallet's co-signer service does when the wallet grants a smart session (ERC-7715): it
// registers the session, with the account that granted it, so that spec §7 `GET /v1/sessions/{id}`
// knows it and `POST /v1/sessions/{id}/revoke` can check the account's signature. The local
// stack has no co-signer of its own: the injected test wallet registers here over HTTP, as
// `POST /__airlock/sessions` { id, account, session } (a test-stack control, never the API's).
import { Schema } from 'effect'
import { SmartSessionResponse } from '../../../../core/src/services/blockchainApi/responses'
import type { Route } from '../../http/jsonServer'
import { decodeBody, parseAddress } from '../requestInput'
import type { SessionStore } from './sessionStore'

const Registration = Schema.Struct({
  id: Schema.String.check(Schema.isNonEmpty()),
  account: Schema.String,
  session: SmartSessionResponse,
})

export function sessionControls(sessions: SessionStore): Route[] {
  return [
    {
      method: 'POST',
      path: '/__airlock/sessions',
      handle: ({ body }) => {
        const { id, account, session } = decodeBody(Registration, body)
        sessions.put({ id, account: parseAddress(account), session })
        return { json: { ok: true } }
      },
    },
  ]
}
