// spec §7 POST /v1/onramp/quote { purchaseCurrency, paymentCurrency, amount, network }.
import { Schema } from 'effect'
import { HttpError, type Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { decodeBody } from '../requestInput'
import { onrampOptions } from './onrampOptions'
import { quoteOnramp } from './quoteMath'

const QuoteRequest = Schema.Struct({
  purchaseCurrency: Schema.String,
  paymentCurrency: Schema.String,
  amount: Schema.Union([Schema.String, Schema.Number]),
  network: Schema.optional(Schema.String),
})

export function onrampQuoteRoutes(context: ApiContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      handle: ({ body }) => {
        const request = decodeBody(QuoteRequest, body)
        const currency = onrampOptions(context).purchaseCurrencies.find(
          ({ id }) => id === request.purchaseCurrency.toUpperCase(),
        )
        if (!currency) throw new HttpError(400, `unknown currency: ${request.purchaseCurrency}`)
        const { network } = request
        if (network !== undefined && !currency.networks.some(({ name }) => name === network)) {
          throw new HttpError(400, `${currency.symbol} is not sold on ${network}`)
        }
        return { json: quoteOnramp({ ...request, amount: String(request.amount) }) }
      },
    },
  ]
}
