// spec §7 POST /v1/fungible/price: name, symbol, icon and USD price of each CAIP-10 address
// the API knows (the fixture ERC-20s, and NATIVE_TOKEN_ADDRESS for the native coin on each
// local chain); unknown addresses are left out.
import { Schema } from 'effect'
import { HttpError, type Route } from '../http/jsonServer'
import type { ApiContext } from './apiContext'
import { caip2Of } from './chainClients'
import { decodeBody } from './requestInput'
import {
  type FungibleInfo,
  fixtureTokens,
  iconUrl,
  NATIVE_TOKEN_ADDRESS,
  nativeCoin,
} from './tokens'

const PriceRequest = Schema.Struct({
  currency: Schema.String,
  addresses: Schema.Array(Schema.String),
  projectId: Schema.optional(Schema.String),
})

/** Lower-cased CAIP-10 address → token, for every local chain. */
function priceableTokens(context: ApiContext): Map<string, FungibleInfo> {
  const known = new Map<string, FungibleInfo>()
  for (const { chainId } of context.chains) {
    known.set(`${caip2Of(chainId)}:${NATIVE_TOKEN_ADDRESS}`, nativeCoin)
    for (const token of fixtureTokens(context.fixtures)) {
      known.set(`${caip2Of(chainId)}:${token.address}`.toLowerCase(), token)
    }
  }
  return known
}

export function fungiblePriceRoutes(context: ApiContext): Route[] {
  const known = priceableTokens(context)
  return [
    {
      method: 'POST',
      path: '/v1/fungible/price',
      handle: ({ body }) => {
        const request = decodeBody(PriceRequest, body)
        if (request.currency !== 'usd') {
          throw new HttpError(400, `unsupported currency: ${request.currency}`)
        }
        const fungibles = request.addresses.flatMap((address) => {
          const token = known.get(address.toLowerCase())
          if (token?.price === undefined) return []
          const { name, symbol, price } = token
          return [{ name, symbol, iconUrl: iconUrl(context.publicUrl(), symbol), price }]
        })
        return { json: { fungibles } }
      },
    },
  ]
}
