// spec §7 /v1/convert/*: swap tokens, quotes, allowance, gas price and the two transactions to
// send. spec §9: swaps on eip155; spec §8 'Network not supported for Swaps' / 'for Gas Price'.
import { Effect } from 'effect'
import { SWAP_SLIPPAGE_PERCENT } from '../../constants'
import type { HttpError } from '../../errors/http'
import { GasPriceNetworkNotSupportedError, SwapNetworkNotSupportedError } from '../../errors/sdk'
import type { ApiClient } from './apiClient'
import {
  AllowanceResponse,
  BuiltTransactionResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  type SwapQuote,
  SwapQuotesResponse,
  type SwapToken,
  SwapTokensResponse,
} from './responses'
import type { SupportedChains } from './supportedChains'

/** `eip155:1:0x…` → `eip155:1`. */
const networkOfAsset = (caip10: string) => caip10.split(':').slice(0, 2).join(':')

export function makeConvertCalls(client: ApiClient, supported: SupportedChains) {
  const requireSupported = <E>(caipNetworkId: string, error: () => E) =>
    Effect.gen(function* () {
      const ok = caipNetworkId.startsWith('eip155:') && (yield* supported.supports(caipNetworkId))
      if (!ok) return yield* Effect.fail(error())
    })

  const tokens = (caipNetworkId: string): Effect.Effect<readonly SwapToken[], HttpError> =>
    Effect.gen(function* () {
      if (!(yield* supported.supports(caipNetworkId))) return []
      const response = yield* client.get(
        '/v1/convert/tokens',
        { chainId: caipNetworkId },
        SwapTokensResponse,
      )
      return response.tokens
    })

  const quotes = (query: {
    readonly amount: string
    readonly userAddress: string
    readonly from: string
    readonly to: string
    readonly gasPrice: string
  }): Effect.Effect<readonly SwapQuote[], HttpError | SwapNetworkNotSupportedError> =>
    requireSupported(networkOfAsset(query.from), () => new SwapNetworkNotSupportedError()).pipe(
      Effect.andThen(client.get('/v1/convert/quotes', query, SwapQuotesResponse)),
      Effect.map((response) => response.quotes),
    )

  const prices = (addresses: readonly string[]) =>
    client
      .post(
        '/v1/fungible/price',
        { currency: 'usd', addresses, projectId: client.projectId },
        FungiblePriceResponse,
      )
      .pipe(Effect.map((response) => response.fungibles))

  const allowance = (query: { readonly tokenAddress: string; readonly userAddress: string }) =>
    client
      .get('/v1/convert/allowance', query, AllowanceResponse)
      .pipe(Effect.map((response) => BigInt(response.allowance)))

  const gasPrice = (caipNetworkId: string) =>
    requireSupported(caipNetworkId, () => new GasPriceNetworkNotSupportedError()).pipe(
      Effect.andThen(
        client.get('/v1/convert/gas-price', { chainId: caipNetworkId }, GasPriceResponse),
      ),
    )

  const buildApprove = (query: {
    readonly userAddress: string
    readonly from: string
    readonly to: string
    readonly amount?: string
  }) =>
    client
      .get('/v1/convert/build-approve', query, BuiltTransactionResponse)
      .pipe(Effect.map((response) => response.tx))

  const buildSwap = (request: {
    readonly amount: string
    readonly from: string
    readonly to: string
    readonly userAddress: string
    readonly disableEstimate?: boolean
  }) =>
    client
      .post(
        '/v1/convert/build-transaction',
        {
          projectId: client.projectId,
          amount: request.amount,
          eip155: { slippage: String(SWAP_SLIPPAGE_PERCENT) },
          from: request.from,
          to: request.to,
          userAddress: request.userAddress,
          disableEstimate: request.disableEstimate ?? false,
        },
        BuiltTransactionResponse,
      )
      .pipe(Effect.map((response) => response.tx))

  return { tokens, quotes, prices, allowance, gasPrice, buildApprove, buildSwap }
}
