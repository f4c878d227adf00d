// The on-ramp's effect programs (spec §7 on-ramp endpoints), loaded by onrampActors on their
// first run so they stay out of the widget's first bundle.
import { Clock, Effect } from 'effect'
import { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import type {
  OnrampQuote,
  OnrampQuoteInput,
  OnrampUrlInput,
  OnrampWatchInput,
} from './onramp.machine'
import { OnrampUrlRefusedError } from './onrampErrors'
import { isProviderPage, meldCurrencyCode } from './onrampRules'

/** How often the history is asked whether the purchase arrived (not given by the spec). */
export const ONRAMP_PURCHASE_POLL_MS = 5000

export const loadOptions = () =>
  Effect.gen(function* () {
    const api = yield* BlockchainApi
    return yield* api.onramp.options()
  })

export const quote = (input: OnrampQuoteInput) =>
  Effect.gen(function* () {
    const api = yield* BlockchainApi
    const response = yield* api.onramp.quote(input)
    const fees = Number(response.coinbaseFee.amount) + Number(response.networkFee.amount)
    return {
      purchaseAmount: response.purchaseAmount.amount,
      paymentTotal: response.paymentTotal.amount,
      fees: String(fees),
      quoteId: response.quoteId,
    } satisfies OnrampQuote
  })

/** spec §7: Coinbase's URL from the generator; Meld's page (at `meldUrl`) with the purchase in
 * its query. Issue 28: a URL off the providers' sites is refused before anything opens it. */
export const providerUrl = (input: OnrampUrlInput, meldUrl: string) =>
  Effect.gen(function* () {
    const url = yield* unsafeProviderUrl(input, meldUrl)
    if (!isProviderPage(url, [meldUrl, (yield* BlockchainApi).baseUrl])) {
      return yield* Effect.fail(new OnrampUrlRefusedError({ url }))
    }
    return url
  })

const unsafeProviderUrl = (input: OnrampUrlInput, meldUrl: string) =>
  Effect.gen(function* () {
    if (input.provider === 'meld') {
      const url = new URL(meldUrl)
      url.searchParams.set(
        'destinationCurrencyCode',
        meldCurrencyCode(input.purchaseCurrency.symbol, input.network),
      )
      url.searchParams.set('walletAddress', input.account.address)
      url.searchParams.set('sourceAmount', input.paymentAmount)
      url.searchParams.set('sourceCurrencyCode', input.paymentCurrency)
      return url.toString()
    }
    const api = yield* BlockchainApi
    return yield* api.onramp.url({
      destinationWallets: [
        {
          address: input.account.address,
          blockchains: [input.network],
          assets: [input.purchaseCurrency.symbol],
        },
      ],
      defaultNetwork: input.network,
      partnerUserId: input.account.address,
      presetFiatAmount: Number(input.paymentAmount),
      presetCryptoAmount:
        input.purchaseAmount === undefined ? undefined : Number(input.purchaseAmount),
    })
  })

/** The account's purchases through the provider (the history's `onramp=`), newest first. */
const purchases = ({ account, provider }: OnrampWatchInput) =>
  Effect.gen(function* () {
    const api = yield* BlockchainApi
    return yield* api.fetchTransactions({
      account: account.address,
      caipNetworkId: account.caipNetworkId,
      onramp: provider,
    })
  }).pipe(
    Effect.map((page) => page.data),
    Effect.orElseSucceed(() => []),
  )

/** Block times are whole seconds: a purchase mined in the second the watch began counts. */
const BLOCK_TIME_SLACK_MS = 2000

/**
 * Resolves with the first purchase mined since the watch began. By time, not by "not seen at
 * the start": a first history read that is slow could already include the new purchase.
 */
export const watchPurchase = (input: OnrampWatchInput) =>
  Effect.gen(function* () {
    const since = (yield* Clock.currentTimeMillis) - BLOCK_TIME_SLACK_MS
    while (true) {
      const fresh = (yield* purchases(input)).find(
        (transaction) => Date.parse(transaction.metadata.minedAt) >= since,
      )
      if (fresh !== undefined) return fresh.id
      yield* Effect.sleep(ONRAMP_PURCHASE_POLL_MS)
    }
  })
