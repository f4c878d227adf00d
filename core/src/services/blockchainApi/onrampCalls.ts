// spec §7 on-ramp: options, quote, and the provider URL. spec §8: options fall back to the
// built-in samples and a failed quote to a mocked one, so the buy view always has something.
import { Effect } from 'effect'
import type { ApiClient } from './apiClient'
import { mockedOnrampQuote, sampleOnrampOptions } from './onrampSamples'
import { OnrampOptionsResponse, OnrampQuoteResponse, OnrampUrlResponse } from './responses'

export interface OnrampUrlRequest {
  readonly destinationWallets: readonly {
    readonly address: string
    readonly blockchains: readonly string[]
    readonly assets?: readonly string[]
  }[]
  readonly defaultNetwork?: string
  readonly partnerUserId: string
  readonly presetCryptoAmount?: number
  readonly presetFiatAmount?: number
}

export interface OnrampQuoteRequest {
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  readonly amount: string
  readonly network: string
}

export function makeOnrampCalls(client: ApiClient) {
  const options = () =>
    client
      .get('/v1/onramp/options', {}, OnrampOptionsResponse)
      .pipe(Effect.orElseSucceed(() => sampleOnrampOptions))

  const quote = (request: OnrampQuoteRequest) =>
    client
      .post('/v1/onramp/quote', request, OnrampQuoteResponse)
      .pipe(Effect.orElseSucceed(() => mockedOnrampQuote(request)))

  const url = (request: OnrampUrlRequest) =>
    client
      .post('/v1/generators/onrampurl', { ...request, defaultExperience: 'buy' }, OnrampUrlResponse)
      .pipe(Effect.map((response) => response.url))

  return { options, quote, url }
}
