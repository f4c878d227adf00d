// What the test wallet can approve; buildApprovedNamespaces narrows it to what a proposal asks.
import type { BuildApprovedNamespacesParams } from '@walletconnect/utils'
import type { Address } from 'viem'
import { supportedEvmNamespaces } from './evmNamespace'
import { SOLANA_DEVNET, SOLANA_MAINNET } from './solanaAccount'

export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction'] as const
export const SOLANA_CHAINS = [SOLANA_MAINNET, SOLANA_DEVNET] as const

type Supported = BuildApprovedNamespacesParams['supportedNamespaces']

export function supportedNamespaces(
  evm: { readonly address: Address; readonly chainIds: readonly number[] },
  solanaAddress: string | undefined,
): Supported {
  const supported: Supported = { ...supportedEvmNamespaces(evm.address, evm.chainIds) }
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
