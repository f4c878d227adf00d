// GET /onramp/meld: the local stand-in for Meld's buy page (spec §9 providers; the widget's
// `services.meldUrl`). It takes Meld's query (walletAddress, destinationCurrencyCode as SYMBOL or
// SYMBOL_NETWORK, sourceAmount, sourceCurrencyCode), makes an order for what the amount buys, and
// sends the browser on to that order's provider page, so a reload never orders twice.
import { HttpError, type Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { servedChains } from '../chainClients'
import { parseAddress } from '../requestInput'
import type { OnrampOrders } from './onrampOrders'
import { deliveryOf, fundedChain } from './onrampUrl'

/** USDC_POLYGON → USDC on polygon; a bare symbol is on Ethereum. */
function parseCurrencyCode(code: string): { asset: string; network: string } {
  const [asset = '', network = 'ethereum', ...rest] = code.split('_')
  if (asset === '' || rest.length > 0) {
    throw new HttpError(400, `invalid destinationCurrencyCode: ${code}`)
  }
  return { asset: asset.toUpperCase(), network: network.toLowerCase() }
}

export function meldPageRoutes(context: ApiContext, orders: OnrampOrders): Route[] {
  const chains = servedChains(context.chains)
  return [
    {
      method: 'GET',
      path: '/onramp/meld',
      handle: ({ query }) => {
        const { asset, network } = parseCurrencyCode(query.get('destinationCurrencyCode') ?? '')
        const amount = query.get('sourceAmount')
        const order = orders.create({
          provider: 'meld',
          address: parseAddress(query.get('walletAddress') ?? ''),
          chainId: fundedChain(chains, network).chainId,
          network,
          delivery: deliveryOf(asset, {
            fiat: amount
              ? { amount, currency: query.get('sourceCurrencyCode') ?? 'USD' }
              : undefined,
          }),
        })
        const location = `${context.publicUrl()}/onramp/provider?order=${order.id}`
        return { status: 303, headers: { location }, body: '' }
      },
    },
  ]
}
