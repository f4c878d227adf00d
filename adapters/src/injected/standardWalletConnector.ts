// spec §3 Connector for a Wallet Standard wallet, as the bip122 and solana discoveries list it:
// its name is its id (the standard has no rdns), its chains the configured networks it serves.
import type { CaipNetwork, ChainNamespace, Connector } from '@airlock/core/adapter'
import type { Wallet } from '@wallet-standard/base'

export function standardWalletConnector(
  wallet: Wallet,
  chain: ChainNamespace,
  chains: readonly CaipNetwork[],
): Connector {
  return {
    id: wallet.name,
    name: wallet.name,
    imageUrl: wallet.icon,
    type: 'ANNOUNCED',
    provider: wallet,
    chain,
    chains,
  }
}
