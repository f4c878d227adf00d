// spec §1: the chain namespaces the widget connects on.
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

export type ChainNamespace = (typeof chainNamespaces)[number]

export function isChainNamespace(value: string): value is ChainNamespace {
  return (chainNamespaces as readonly string[]).includes(value)
}

/** CAIP-2 network id, `namespace:reference` (spec §3). */
export type CaipNetworkId = `${ChainNamespace}:${string}`

/** CAIP-10 account id, `namespace:reference:address` (spec §3). */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`
