// spec §7 POST /v1/generators/onrampurl: makes an order with the local provider and answers
// the URL of its page on this server. The provider delivers ETH or the fixture USDC on a local
// chain: the preset crypto amount, or what the preset fiat amount buys (quoteMath), or a small
// default (DEFAULT_PURCHASE).
import { Schema } from 'effect'
import { parseUnits } from 'viem'
import { HttpError, type Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { caip2Of, type ServedChain, servedChains } from '../chainClients'
import { decodeBody, parseAddress } from '../requestInput'
import type { OnrampDelivery, OnrampOrders } from './onrampOrders'
import { quoteOnramp } from './quoteMath'

/** What an order without a preset amount delivers. */
export const DEFAULT_PURCHASE = { ETH: '0.01', USDC: '10' } as const
const decimalsOf = { ETH: 18, USDC: 6 } as const

const Amount = Schema.Union([Schema.Number, Schema.String])
const UrlRequest = Schema.Struct({
  destinationWallets: Schema.Array(
    Schema.Struct({
      address: Schema.String,
      blockchains: Schema.optional(Schema.Array(Schema.String)),
      assets: Schema.optional(Schema.Array(Schema.String)),
    }),
  ),
  defaultNetwork: Schema.optional(Schema.String),
  partnerUserId: Schema.optional(Schema.String),
  defaultExperience: Schema.optional(Schema.Literal('buy')),
  presetCryptoAmount: Schema.optional(Amount),
  presetFiatAmount: Schema.optional(Amount),
})

/** Coinbase's network names for the chains the stack runs; a CAIP-2 id works too. */
const networkChainIds: Readonly<Record<string, number>> = { ethereum: 1, sepolia: 11155111 }

function caip2OfNetwork(network: string): string | undefined {
  if (network.startsWith('eip155:')) return network
  const chainId = networkChainIds[network]
  return chainId === undefined ? undefined : caip2Of(chainId)
}

/** The served chain a provider's network name (or CAIP-2 id) funds on. */
export function fundedChain(chains: readonly ServedChain[], network: string): ServedChain {
  const caip2 = caip2OfNetwork(network)
  const chain = chains.find((served) => served.caip2 === caip2)
  if (!chain) throw new HttpError(400, `the local provider does not fund ${network}`)
  return chain
}

/** What an order delivers: a crypto amount, or what a fiat amount buys, or a small default. */
export function deliveryOf(
  asked: string,
  amount: {
    readonly crypto?: string
    readonly fiat?: { readonly amount: string; readonly currency: string }
  },
): OnrampDelivery {
  if (asked !== 'ETH' && asked !== 'USDC') {
    throw new HttpError(400, `the local provider delivers ETH and USDC, not ${asked}`)
  }
  const decimals = decimalsOf[asked]
  const decimal = new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`)
  if (amount.crypto !== undefined) {
    if (!decimal.test(amount.crypto) || parseUnits(amount.crypto, decimals) === 0n) {
      throw new HttpError(400, `invalid presetCryptoAmount: ${amount.crypto}`)
    }
    return { asset: asked, units: parseUnits(amount.crypto, decimals), decimals }
  }
  const units =
    amount.fiat === undefined
      ? DEFAULT_PURCHASE[asked]
      : quoteOnramp({
          purchaseCurrency: asked,
          paymentCurrency: amount.fiat.currency,
          amount: amount.fiat.amount,
        }).purchaseAmount.amount
  return { asset: asked, units: parseUnits(units, decimals), decimals }
}

export function onrampUrlRoutes(context: ApiContext, orders: OnrampOrders): Route[] {
  const chains = servedChains(context.chains)
  return [
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      handle: ({ body }) => {
        const request = decodeBody(UrlRequest, body)
        const [wallet] = request.destinationWallets
        if (!wallet) throw new HttpError(400, 'destinationWallets is empty')
        const network = request.defaultNetwork ?? wallet.blockchains?.[0] ?? 'ethereum'
        const { presetCryptoAmount, presetFiatAmount } = request
        const order = orders.create({
          provider: 'coinbase',
          address: parseAddress(wallet.address),
          chainId: fundedChain(chains, network).chainId,
          network,
          delivery: deliveryOf((wallet.assets?.[0] ?? 'ETH').toUpperCase(), {
            crypto: presetCryptoAmount === undefined ? undefined : `${presetCryptoAmount}`,
            fiat:
              presetFiatAmount === undefined
                ? undefined
                : { amount: `${presetFiatAmount}`, currency: 'USD' },
          }),
        })
        return { json: { url: `${context.publicUrl()}/onramp/provider?order=${order.id}` } }
      },
    },
  ]
}
