// The local on-ramp provider's orders: made by the URL generator, shown by the provider page,
// funded on chain when completed. Completed orders' transactions are the on-ramp purchases
// that history lists for `onramp=coinbase` (spec §7).
import type { Address, Hex } from 'viem'

/** What the local provider delivers: the chain's ETH or the fixture USDC, in base units. */
export interface OnrampDelivery {
  readonly asset: 'ETH' | 'USDC'
  readonly units: bigint
  readonly decimals: number
}

export interface OnrampOrder {
  readonly id: string
  readonly address: Address
  readonly chainId: number
  readonly network: string
  readonly delivery: OnrampDelivery
  readonly hash?: Hex
}

export interface OnrampOrders {
  readonly create: (order: Omit<OnrampOrder, 'id' | 'hash'>) => OnrampOrder
  readonly get: (id: string) => OnrampOrder | undefined
  readonly complete: (id: string, hash: Hex) => void
  /** Whether a transaction funded an on-ramp order. */
  readonly isPurchase: (chainId: number, hash: Hex) => boolean
  readonly clear: () => void
}

export function createOnrampOrders(): OnrampOrders {
  const orders = new Map<string, OnrampOrder>()
  const purchases = new Set<string>()
  const purchaseKey = (chainId: number, hash: Hex) => `${chainId}:${hash.toLowerCase()}`
  return {
    create: (order) => {
      const created = { ...order, id: crypto.randomUUID() }
      orders.set(created.id, created)
      return created
    },
    get: (id) => orders.get(id),
    complete: (id, hash) => {
      const order = orders.get(id)
      if (!order) return
      orders.set(id, { ...order, hash })
      purchases.add(purchaseKey(order.chainId, hash))
    },
    isPurchase: (chainId, hash) => purchases.has(purchaseKey(chainId, hash)),
    clear: () => {
      orders.clear()
      purchases.clear()
    },
  }
}
