// spec §7 POST /v1/generators/onrampurl: makes an order with the local provider and answers
// the URL of its page on this server. The provider delivers ETH on a local chain: the preset
// ETH amount, or what the preset fiat amount buys (quoteMath), or DEFAULT_PURCHASE_ETH.
import { Schema } from 'effect'
import { parseEther } from 'viem'
import { HttpError, type Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { caip2Of, servedChains } from '../chainClients'
import { decodeBody, parseAddress } from '../requestInput'
import type { OnrampOrders } from './onrampOrders'
import { quoteOnramp } from './quoteMath'

export const DEFAULT_PURCHASE_ETH = '0.01'

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
type UrlRequest = typeof UrlRequest.Type

/** Coinbase's network names for the chains the stack runs; a CAIP-2 id works too. */
const networkChainIds: Readonly<Record<string, number>> = { ethereum: 1, sepolia: 11155111 }

function caip2OfNetwork(network: string): string | undefined {
  if (network.startsWith('eip155:')) return network
  const chainId = networkChainIds[network]
  return chainId === undefined ? undefined : caip2Of(chainId)
}

function deliveredWei(request: UrlRequest, asset: string): bigint {
  const { presetCryptoAmount, presetFiatAmount } = request
  if (presetCryptoAmount !== undefined && asset === 'ETH') {
    const amount = `${presetCryptoAmount}`
    if (!/^\d+(\.\d{1,18})?$/.test(amount) || parseEther(amount) === 0n) {
      throw new HttpError(400, `invalid presetCryptoAmount: ${amount}`)
    }
    return parseEther(amount)
  }
  if (presetFiatAmount !== undefined) {
    const amount = `${presetFiatAmount}`
    const quote = quoteOnramp({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount })
    return parseEther(quote.purchaseAmount.amount)
  }
  return parseEther(DEFAULT_PURCHASE_ETH)
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
        const caip2 = caip2OfNetwork(network)
        const chain = chains.find((served) => served.caip2 === caip2)
        if (!chain) throw new HttpError(400, `the local provider does not fund ${network}`)
        const asset = (wallet.assets?.[0] ?? 'ETH').toUpperCase()
        const order = orders.create({
          address: parseAddress(wallet.address),
          chainId: chain.chainId,
          network,
          asset,
          wei: deliveredWei(request, asset),
        })
        return { json: { url: `${context.publicUrl()}/onramp/provider?order=${order.id}` } }
      },
    },
  ]
}
