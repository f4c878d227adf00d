// The balance on the local node itself (`eth_getBalance`), to compare with what a page or the
// widget shows.
import { formatDisplayBalance } from '@airlock/core'
import { formatEther } from 'viem'

export async function chainBalance(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  const { result } = (await response.json()) as { result: string }
  return BigInt(result)
}

/** As the kit's Account view shows a native balance in English: floored to 3 decimals by
 * core's spec §5 rule, the thousands grouped with commas (`9,899.994 ETH`). */
export function shownBalance(wei: bigint, symbol = 'ETH'): string {
  const [whole = '0', fraction = ''] = formatDisplayBalance(formatEther(wei)).split('.')
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction} ${symbol}`
}
