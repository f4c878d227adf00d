// spec §7 POST /v1/profile/account: register an account name. The `message` the wallet signed
// is JSON `{ name, attributes, timestamp }` (seconds); the server checks the signature, the
// name rule (spec §5: letters, digits, hyphens, at least 4, under NAME_ZONE), that no other
// address holds the name, and that the message is fresh.
import { Result, Schema } from 'effect'
import { HttpError, type Route } from '../../http/jsonServer'
import { NAME_ZONE } from '../apiContext'
import { decodeBody, parseAddress, sameAddress } from '../requestInput'
import { signatureMatches } from '../signatureMatches'
import { addressOf, ETH_COIN_TYPE, type NameRegistry } from './nameRegistry'

/** How far a message's timestamp may be from the server's clock. */
export const REGISTRATION_MAX_AGE_SECONDS = 10 * 60

const RegisterRequest = Schema.Struct({
  coin_type: Schema.Number,
  address: Schema.String,
  message: Schema.String,
  signature: Schema.String,
})

const SignedMessage = Schema.Struct({
  name: Schema.String,
  attributes: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  timestamp: Schema.Number,
})

const namePattern = new RegExp(`^[a-z0-9-]{4,}\\.${NAME_ZONE.replaceAll('.', '\\.')}$`)

export function isRegistrableName(name: string): boolean {
  return namePattern.test(name.toLowerCase())
}

function parseMessage(message: string): typeof SignedMessage.Type {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw new HttpError(400, 'message is not JSON')
  }
  const decoded = Schema.decodeUnknownResult(SignedMessage)(json)
  if (Result.isFailure(decoded))
    throw new HttpError(400, `malformed message: ${decoded.failure.message}`)
  return decoded.success
}

export function registerNameRoutes(names: NameRegistry): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/profile/account',
      handle: async ({ body }) => {
        const request = decodeBody(RegisterRequest, body)
        if (String(request.coin_type) !== ETH_COIN_TYPE) {
          throw new HttpError(400, `unsupported coin_type: ${request.coin_type}`)
        }
        const address = parseAddress(request.address)
        const signed = parseMessage(request.message)
        const name = signed.name.toLowerCase()
        if (!isRegistrableName(name)) throw new HttpError(400, `invalid name: ${signed.name}`)
        if (!(await signatureMatches(address, request.message, request.signature))) {
          throw new HttpError(400, 'signature does not match address')
        }
        const nowSeconds = Math.floor(Date.now() / 1000)
        if (Math.abs(nowSeconds - signed.timestamp) > REGISTRATION_MAX_AGE_SECONDS) {
          throw new HttpError(400, 'message timestamp is stale')
        }
        const existing = names.byName(name)
        const holder = existing ? addressOf(existing) : undefined
        if (holder !== undefined && !sameAddress(holder, address)) {
          throw new HttpError(400, `name is taken: ${name}`)
        }
        names.save({
          name,
          registered: existing?.registered ?? signed.timestamp,
          ...(existing ? { updated: signed.timestamp } : {}),
          addresses: { [ETH_COIN_TYPE]: { address } },
          ...(signed.attributes ? { attributes: signed.attributes } : {}),
        })
        return { json: { success: true } }
      },
    },
  ]
}
