// spec §7 on-ramp: options, quote, and the provider URL. spec §8: options fall back to the
// built-in samples. A failed quote fails with its typed error: of §8's two readings issue 15
// takes "the error is stored and nothing returned" (a mocked 1:1 quote would show the visitor
// an amount no provider offered).
import { Effect } from 'effect'
import type { ApiClient } from './apiClient'
import { sampleOnrampOptions } from './onrampSamples'
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
    client.post('/v1/onramp/quote', request, OnrampQuoteResponse)

  const url = (request: OnrampUrlRequest) =>
    client
      .post('/v1/generators/onrampurl', { ...request, defaultExperience: 'buy' }, OnrampUrlResponse)
      .pipe(Effect.map((response) => response.url))

  return { options, quote, url }
}
