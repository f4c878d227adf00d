// spec §7 GET /v1/account/{address}/balance: the native coin and every fixture ERC-20 the
// address holds, read live from the local chains and priced from prices.ts (spec §3 Token
// balance: `chainId` CAIP-2, `address` CAIP-10 and absent for the native coin).
import { type Address, erc20Abi, formatUnits } from 'viem'
import type { TokenBalance } from '../../../core/src/services/blockchainApi/responses'
import { HttpError, type Route } from '../http/jsonServer'
import type { ApiContext } from './apiContext'
import { type ServedChain, selectChains, servedChains } from './chainClients'
import { parseAddress } from './requestInput'
import { type FixtureToken, type FungibleInfo, fixtureTokens, iconUrl, nativeCoin } from './tokens'

function tokenBalance(
  info: FungibleInfo,
  amount: bigint,
  chain: ServedChain,
  publicUrl: string,
  address?: Address,
): TokenBalance {
  const numeric = formatUnits(amount, info.decimals)
  const price = info.price ?? 0
  return {
    name: info.name,
    symbol: info.symbol,
    chainId: chain.caip2,
    ...(address ? { address: `${chain.caip2}:${address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(info.decimals), numeric },
    iconUrl: iconUrl(publicUrl, info.symbol),
  }
}

async function balancesOn(
  chain: ServedChain,
  owner: Address,
  tokens: readonly FixtureToken[],
  publicUrl: string,
): Promise<TokenBalance[]> {
  const [native, ...amounts] = await Promise.all([
    chain.client.getBalance({ address: owner }),
    ...tokens.map((token) =>
      chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    ),
  ])
  const held = tokens.flatMap((token, index) => {
    const amount = amounts[index] ?? 0n
    return amount > 0n ? [tokenBalance(token, amount, chain, publicUrl, token.address)] : []
  })
  return [tokenBalance(nativeCoin, native, chain, publicUrl), ...held]
}

export function balanceRoutes(context: ApiContext): Route[] {
  const chains = servedChains(context.chains)
  const tokens = fixtureTokens(context.fixtures)
  return [
    {
      method: 'GET',
      path: '/v1/account/:address/balance',
      handle: async ({ params, query }) => {
        const owner = parseAddress(params.address)
        const currency = query.get('currency') ?? 'usd'
        if (currency !== 'usd') throw new HttpError(400, `unsupported currency: ${currency}`)
        // `forceUpdate` needs nothing here: every answer is read live from the chain.
        const perChain = await Promise.all(
          selectChains(chains, query.get('chainId')).map((chain) =>
            balancesOn(chain, owner, tokens, context.publicUrl()),
          ),
        )
        return { json: { balances: perChain.flat() } }
      },
    },
  ]
}
