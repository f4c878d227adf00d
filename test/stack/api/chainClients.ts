// The local chains as the API serves them (spec §7: balances and history are read from node
// RPC): one viem public client per chain, named by its CAIP-2 id.
import { createPublicClient, defineChain, http } from 'viem'
import type { ApiChain } from './apiContext'

function publicClientFor(chainId: number, rpcUrl: string) {
  const chain = defineChain({
    id: chainId,
    name: `Local chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  // Batched: the history indexer asks for many receipts at once.
  return createPublicClient({ chain, transport: http(rpcUrl, { batch: true }) })
}

export interface ServedChain {
  readonly chainId: number
  /** CAIP-2, e.g. `eip155:1`. */
  readonly caip2: string
  readonly rpcUrl: string
  readonly client: ReturnType<typeof publicClientFor>
}

export function caip2Of(chainId: number): string {
  return `eip155:${chainId}`
}

export function servedChains(chains: readonly ApiChain[]): ServedChain[] {
  return chains.map(({ chainId, rpcUrl }) => ({
    chainId,
    caip2: caip2Of(chainId),
    rpcUrl,
    client: publicClientFor(chainId, rpcUrl),
  }))
}

/**
 * The chains a request's CAIP-2 `chainId` selects: every chain without one, none for a chain
 * the stack does not run (spec §7: lookups on other networks answer an empty result).
 */
export function selectChains(
  chains: readonly ServedChain[],
  requested: string | null,
): ServedChain[] {
  if (requested === null || requested === '') return [...chains]
  return chains.filter((chain) => chain.caip2 === requested)
}
