// The local on-ramp providers' orders: made by Coinbase's URL generator or Meld's page, shown by
// the provider page, funded on chain when completed. Completed orders' transactions are the
// on-ramp purchases that history lists for `onramp=coinbase` or `onramp=meld` (spec §7).
import type { Address, Hex } from 'viem'

/** What the local provider delivers: the chain's ETH or the fixture USDC, in base units. */
export interface OnrampDelivery {
  readonly asset: 'ETH' | 'USDC'
  readonly units: bigint
  readonly decimals: number
}

/** The providers of spec §9, both served by the local stack. */
export type OnrampProviderName = 'coinbase' | 'meld'

export interface OnrampOrder {
  readonly id: string
  readonly provider: OnrampProviderName
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
  /** The provider whose order a transaction funded, if any. */
  readonly purchaseBy: (chainId: number, hash: Hex) => OnrampProviderName | undefined
  readonly clear: () => void
}

export function createOnrampOrders(): OnrampOrders {
  const orders = new Map<string, OnrampOrder>()
  const purchases = new Map<string, OnrampProviderName>()
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
      purchases.set(purchaseKey(order.chainId, hash), order.provider)
    },
    purchaseBy: (chainId, hash) => purchases.get(purchaseKey(chainId, hash)),
    clear: () => {
      orders.clear()
      purchases.clear()
    },
  }
}
