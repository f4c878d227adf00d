// What the test wallets can approve on eip155. Kept apart from Solana (node:crypto), so the
// browser wallet page can load it; supportedNamespaces.ts adds Solana for the Node wallet.
import type { BuildApprovedNamespacesParams } from '@walletconnect/utils'
import type { Address } from 'viem'

export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  // spec §7: what the wallet says it holds (EIP-5792 capabilities, ERC-7811 assets).
  'wallet_getCapabilities',
  'wallet_getAssets',
  // Answered too, though UniversalProvider normally answers them itself.
  'eth_accounts',
  'eth_chainId',
] as const
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

export function supportedEvmNamespaces(
  address: Address,
  chainIds: readonly number[],
): BuildApprovedNamespacesParams['supportedNamespaces'] {
  const chains = chainIds.map((id) => `eip155:${id}`)
  return {
    eip155: {
      chains,
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      accounts: chains.map((chain) => `${chain}:${address}`),
    },
  }
}
