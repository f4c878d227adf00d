// Wallet Standard names Bitcoin networks `bitcoin:mainnet` / `bitcoin:testnet`; the widget
// names them by CAIP-2 (bip122 + genesis-hash prefix, core/src/domain/networks/bitcoin.ts).
import { bitcoinMainnet, bitcoinTestnet } from '@airlock/core'
import type { CaipNetwork } from '@airlock/core/adapter'

const walletChainOf: Readonly<Record<string, string>> = {
  [bitcoinMainnet.caipNetworkId]: 'bitcoin:mainnet',
  [bitcoinTestnet.caipNetworkId]: 'bitcoin:testnet',
}

export function walletChain(network: CaipNetwork): string | undefined {
  return walletChainOf[network.caipNetworkId]
}

/** The configured networks a wallet serves, in the configured order. */
export function networksOfWallet(
  chains: readonly string[],
  networks: readonly CaipNetwork[],
): CaipNetwork[] {
  return networks.filter((network) => {
    const chain = walletChain(network)
    return chain !== undefined && chains.includes(chain)
  })
}
