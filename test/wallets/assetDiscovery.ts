// What the test wallets (the injected one and the WalletKit one) answer to the spec §7 wallet
// calls `wallet_getCapabilities` (EIP-5792: `assetDiscovery` per chain) and `wallet_getAssets`
// (ERC-7811: the account's native coin and the tokens it is told of, read from the chain).
import { type Address, createPublicClient, erc20Abi, http, numberToHex } from 'viem'
import { providerError } from './injected/providerError'

/** A wallet that discovers assets: the ERC-20 tokens it reports besides the native coin. */
export interface AssetDiscovery {
  readonly tokens: readonly Address[]
}

export function capabilitiesAnswer(chainIds: readonly number[], discovery?: AssetDiscovery) {
  return Object.fromEntries(
    chainIds.map((id) => [
      numberToHex(id),
      discovery ? { assetDiscovery: { supported: true } } : {},
    ]),
  )
}

export async function assetsAnswer(
  params: unknown,
  wallet: {
    readonly address: Address
    readonly discovery?: AssetDiscovery
    readonly rpcUrlOf: (chainId: number) => string | undefined
  },
) {
  if (!wallet.discovery) throw providerError(4200, 'The wallet does not support wallet_getAssets')
  const [request] = Array.isArray(params) ? params : [params]
  const { account, chainFilter = [] } = (request ?? {}) as {
    account?: string
    chainFilter?: readonly string[]
  }
  if (account?.toLowerCase() !== wallet.address.toLowerCase()) {
    throw providerError(4100, `The wallet does not hold ${String(account)}`)
  }
  const answer: Record<string, unknown[]> = {}
  for (const hexId of chainFilter) {
    const rpcUrl = wallet.rpcUrlOf(Number(hexId))
    if (!rpcUrl) continue
    const client = createPublicClient({ transport: http(rpcUrl) })
    const native = await client.getBalance({ address: wallet.address })
    const tokens = await Promise.all(
      wallet.discovery.tokens.map(async (token) => {
        const read = <F extends 'balanceOf' | 'decimals' | 'symbol' | 'name'>(functionName: F) =>
          client.readContract({
            address: token,
            abi: erc20Abi,
            functionName,
            ...(functionName === 'balanceOf' ? { args: [wallet.address] } : {}),
          } as never)
        const [balance, decimals, symbol, name] = await Promise.all([
          read('balanceOf'),
          read('decimals'),
          read('symbol'),
          read('name'),
        ])
        return {
          address: token,
          balance: numberToHex(balance as bigint),
          type: 'erc20',
          metadata: { decimals, symbol, name },
        }
      }),
    )
    answer[hexId] = [
      {
        address: 'native',
        balance: numberToHex(native),
        type: 'native',
        metadata: { decimals: 18, symbol: 'ETH', name: 'Ether' },
      },
      ...tokens,
    ]
  }
  return answer
}
