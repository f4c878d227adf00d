// spec §7 GET /v1/account/{address}/history?cursor=&onramp=&chainId=: the account's
// transactions on the local chains (one chain with chainId, none for a chain the stack does not
// run), or with `onramp=coinbase` (or `meld`) only its purchases through that local provider.
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { selectChains, servedChains } from '../chainClients'
import type { OnrampOrders } from '../onramp/onrampOrders'
import { parseAddress } from '../requestInput'
import { accountTransaction, involves } from './accountTransaction'
import { createChainIndexer } from './chainIndexer'
import { historyPage, newestFirst } from './historyPage'
import { createTokenCatalog } from './tokenCatalog'

export function historyRoutes(context: ApiContext, orders: OnrampOrders): Route[] {
  const chains = servedChains(context.chains)
  const indexers = new Map(
    chains.map((chain) => [
      chain.chainId,
      createChainIndexer(chain, createTokenCatalog(chain, context.fixtures)),
    ]),
  )
  return [
    {
      method: 'GET',
      path: '/v1/account/:address/history',
      handle: async ({ params, query }) => {
        const account = parseAddress(params.address)
        const onramp = query.get('onramp')
        const perChain = await Promise.all(
          selectChains(chains, query.get('chainId')).map(
            ({ chainId }) => indexers.get(chainId)?.transactions() ?? [],
          ),
        )
        const mine = perChain
          .flat()
          .filter((transaction) => involves(transaction, account))
          .filter(
            (transaction) =>
              !onramp || orders.purchaseBy(transaction.chainId, transaction.hash) === onramp,
          )
          .sort(newestFirst)
        const { items, next } = historyPage(mine, query.get('cursor'))
        const data = items.map((transaction) =>
          accountTransaction(transaction, account, context.publicUrl()),
        )
        return { json: { data, next } }
      },
    },
  ]
}
