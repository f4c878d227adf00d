// What the browser wallet can approve: eip155 only. The same lists as ../supportedNamespaces.ts,
// which cannot load in a page: it imports ../solanaAccount.ts, and so node:crypto and Buffer.
import type { BuildApprovedNamespacesParams } from '@walletconnect/utils'
import type { Address } from 'viem'

export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
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
