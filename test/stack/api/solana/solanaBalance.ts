// spec §7 GET /v1/account/{address}/balance for solana (issue 17): SOL and the known SPL tokens
// the address holds, read live from the local Solana shim (test/stack/solana) and priced from
// prices.ts. Hooked in front of the EVM balance route (like bitcoinBalance.ts): a request whose
// chainId is the local Solana is answered here, every other one goes on.
import { TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Connection, PublicKey } from '@solana/web3.js'
import { formatUnits } from 'viem'
import type { TokenBalance } from '../../../../core/src/services/blockchainApi/responses'
import { HttpError, type Route } from '../../http/jsonServer'
import type { ApiContext, ApiSolana } from '../apiContext'
import { iconUrl, usdPriceOf } from '../tokens'

/** decision 0017: the local Solana answers as mainnet-beta. */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

interface ParsedTokenAmount {
  readonly mint: string
  readonly tokenAmount: { readonly amount: string; readonly decimals: number }
}

function parseOwner(address: string | undefined): PublicKey {
  try {
    return new PublicKey(address ?? '')
  } catch {
    throw new HttpError(400, `invalid address: ${address ?? '(none)'}`)
  }
}

function balanceOf(
  info: { name: string; symbol: string; decimals: number },
  amount: bigint,
  publicUrl: string,
  mint?: string,
): TokenBalance {
  const numeric = formatUnits(amount, info.decimals)
  const price = usdPriceOf(info.symbol) ?? 0
  return {
    name: info.name,
    symbol: info.symbol,
    chainId: SOLANA_MAINNET,
    // spec §3: the token's address is CAIP-10 of its mint; the native coin has none.
    ...(mint ? { address: `${SOLANA_MAINNET}:${mint}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(info.decimals), numeric },
    iconUrl: iconUrl(publicUrl, info.symbol),
  }
}

/** SOL first, then every known mint the owner holds a non-zero amount of. */
export async function solanaBalances(
  solana: ApiSolana,
  address: string | undefined,
  publicUrl: string,
): Promise<TokenBalance[]> {
  const owner = parseOwner(address)
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const [lamports, tokenAccounts] = await Promise.all([
    connection.getBalance(owner),
    connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID }),
  ])
  const native = { name: 'Solana', symbol: 'SOL', decimals: 9 }
  const held = tokenAccounts.value.flatMap(({ account }) => {
    const parsed = account.data.parsed?.info as ParsedTokenAmount | undefined
    const token = parsed ? solana.tokens[parsed.mint] : undefined
    const amount = BigInt(parsed?.tokenAmount.amount ?? 0)
    if (!parsed || !token || amount === 0n) return []
    return [
      balanceOf(
        { ...token, decimals: parsed.tokenAmount.decimals },
        amount,
        publicUrl,
        parsed.mint,
      ),
    ]
  })
  return [balanceOf(native, BigInt(lamports), publicUrl), ...held]
}

/** The balance route, answering the local Solana's requests itself and passing others on. */
export function withSolanaBalance(context: ApiContext) {
  return (route: Route): Route => {
    const { solana } = context
    if (!solana || route.method !== 'GET' || route.path !== '/v1/account/:address/balance') {
      return route
    }
    return {
      ...route,
      handle: async (request) => {
        const chainId = request.query.get('chainId') ?? ''
        if (!chainId.startsWith('solana:')) return route.handle(request)
        // spec §7: another Solana network is one the API does not serve: an empty result.
        if (chainId !== SOLANA_MAINNET) return { json: { balances: [] } }
        const balances = await solanaBalances(solana, request.params.address, context.publicUrl())
        return { json: { balances } }
      },
    }
  }
}
