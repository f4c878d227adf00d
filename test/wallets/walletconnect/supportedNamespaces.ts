// What the test wallet can approve; buildApprovedNamespaces narrows it to what a proposal asks.
import type { BuildApprovedNamespacesParams } from '@walletconnect/utils'
import type { Address } from 'viem'
import { SOLANA_DEVNET, SOLANA_MAINNET } from './solanaAccount'

export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  // Answered too, though UniversalProvider normally answers them itself.
  'eth_accounts',
  'eth_chainId',
] as const
export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction'] as const
export const SOLANA_CHAINS = [SOLANA_MAINNET, SOLANA_DEVNET] as const

type Supported = BuildApprovedNamespacesParams['supportedNamespaces']

export function supportedNamespaces(
  evm: { readonly address: Address; readonly chainIds: readonly number[] },
  solanaAddress: string | undefined,
): Supported {
  const eip155Chains = evm.chainIds.map((id) => `eip155:${id}`)
  const supported: Supported = {
    eip155: {
      chains: eip155Chains,
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
      accounts: eip155Chains.map((chain) => `${chain}:${evm.address}`),
    },
  }
  if (solanaAddress) {
    supported.solana = {
      chains: [...SOLANA_CHAINS],
      methods: [...SOLANA_METHODS],
      events: [],
      accounts: SOLANA_CHAINS.map((chain) => `${chain}:${solanaAddress}`),
    }
  }
  return supported
}
