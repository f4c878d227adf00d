// What the API knows of the local Solana (test/stack/solana): its RPC and the fixture mint.
import type { LocalSolana } from '../../solana/startSolana'
import type { ApiSolana } from '../apiContext'

export function apiSolanaOf(solana: Pick<LocalSolana, 'rpcUrl' | 'fixtures'>): ApiSolana {
  return {
    rpcUrl: solana.rpcUrl,
    tokens: { [solana.fixtures.usdc.mint]: { name: 'USD Coin', symbol: 'USDC' } },
  }
}
