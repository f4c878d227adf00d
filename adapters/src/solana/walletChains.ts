// A configured Solana network and a Wallet Standard wallet's chain list. Wallets name the
// clusters `solana:mainnet`, `solana:devnet`, `solana:testnet` (@solana/wallet-standard-chains);
// some name them by CAIP-2 (genesis-hash prefix), as the widget does. Either matches.
import type { CaipNetwork } from '@airlock/core/adapter'
import type { IdentifierString } from '@wallet-standard/base'

const clusterNames: Readonly<Record<string, IdentifierString>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The chain id to hand this wallet for `network`, or undefined if it lists neither name. */
export function walletChainFor(
  walletChains: readonly IdentifierString[],
  network: CaipNetwork,
): IdentifierString | undefined {
  const named = clusterNames[String(network.id)]
  if (named && walletChains.includes(named)) return named
  const caip = network.caipNetworkId as IdentifierString
  return walletChains.includes(caip) ? caip : undefined
}

/** The configured networks this wallet can sign for, in configuration order. */
export function networksOfWallet(
  walletChains: readonly IdentifierString[],
  networks: readonly CaipNetwork[],
): readonly CaipNetwork[] {
  return networks.filter((network) => walletChainFor(walletChains, network) !== undefined)
}
