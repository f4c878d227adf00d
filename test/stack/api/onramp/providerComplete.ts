// POST /onramp/provider/complete { order }: the local provider delivers a purchase: it sends
// the order's ETH or fixture USDC from anvil's dev account 9 (the provider's hot wallet, given
// a USDC float by deployFixtures) on the order's chain and remembers the transaction as an
// on-ramp purchase for history (spec §7 `onramp`).
import { Schema } from 'effect'
import { type Address, createWalletClient, erc20Abi, formatUnits, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { HttpError, type Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { type ServedChain, servedChains } from '../chainClients'
import { decodeBody } from '../requestInput'
import type { OnrampOrder, OnrampOrders } from './onrampOrders'

/** Anvil's dev account 9 ("test test ... junk", index 9). */
export const PROVIDER_PRIVATE_KEY: Hex =
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

const CompleteRequest = Schema.Struct({ order: Schema.String })

async function deliver(chain: ServedChain, order: OnrampOrder, usdc: Address): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(PROVIDER_PRIVATE_KEY),
    chain: chain.client.chain,
    transport: http(chain.rpcUrl),
  })
  const { asset, units } = order.delivery
  const hash =
    asset === 'ETH'
      ? await wallet.sendTransaction({ to: order.address, value: units })
      : await wallet.writeContract({
          address: usdc,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [order.address, units],
        })
  const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new HttpError(500, `funding reverted (${hash})`)
  return hash
}

export function providerCompleteRoutes(context: ApiContext, orders: OnrampOrders): Route[] {
  const chains = servedChains(context.chains)
  const inFlight = new Set<string>()
  return [
    {
      method: 'POST',
      path: '/onramp/provider/complete',
      handle: async ({ body }) => {
        const order = orders.get(decodeBody(CompleteRequest, body).order)
        if (!order) throw new HttpError(404, 'unknown order')
        if (order.hash !== undefined || inFlight.has(order.id)) {
          throw new HttpError(400, 'order already completed')
        }
        const chain = chains.find(({ chainId }) => chainId === order.chainId)
        if (!chain) throw new HttpError(400, `chain ${order.chainId} is not served`)
        inFlight.add(order.id)
        const hash = await deliver(chain, order, context.fixtures.usdc).finally(() =>
          inFlight.delete(order.id),
        )
        orders.complete(order.id, hash)
        const { asset, units, decimals } = order.delivery
        return {
          json: { hash, chainId: chain.caip2, amount: formatUnits(units, decimals), asset },
        }
      },
    },
  ]
}
