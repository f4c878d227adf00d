// What the test wallet can approve; buildApprovedNamespaces narrows it to what a proposal asks.
import type { BuildApprovedNamespacesParams } from '@walletconnect/utils'
import type { Address } from 'viem'
import { BITCOIN_MAINNET } from './bitcoinAccount'
import { COSMOS_HUB } from './cosmosAccount'
import { supportedEvmNamespaces } from './evmNamespace'
import type { NamespaceAccounts } from './namespaceAccounts'
import { POLKADOT_MAINNET } from './polkadotAccount'
import { SOLANA_DEVNET, SOLANA_MAINNET } from './solanaAccount'

export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction'] as const
export const SOLANA_CHAINS = [SOLANA_MAINNET, SOLANA_DEVNET] as const

type Supported = BuildApprovedNamespacesParams['supportedNamespaces']

/** Per namespace beyond eip155: its chains, the methods the wallet answers, its events. */
const others: Record<
  keyof NamespaceAccounts,
  { chains: readonly string[]; methods: readonly string[]; events: readonly string[] }
> = {
  solana: { chains: SOLANA_CHAINS, methods: SOLANA_METHODS, events: [] },
  bip122: {
    chains: [BITCOIN_MAINNET],
    methods: ['getAccountAddresses', 'signMessage'],
    events: ['bip122_addressesChanged'],
  },
  polkadot: { chains: [POLKADOT_MAINNET], methods: ['polkadot_signMessage'], events: [] },
  cosmos: { chains: [COSMOS_HUB], methods: ['cosmos_getAccounts', 'cosmos_signAmino'], events: [] },
}

export function supportedNamespaces(
  evm: { readonly address: Address; readonly chainIds: readonly number[] },
  accounts: NamespaceAccounts,
): Supported {
  const supported: Supported = { ...supportedEvmNamespaces(evm.address, evm.chainIds) }
  for (const namespace of Object.keys(others) as (keyof NamespaceAccounts)[]) {
    const address = accounts[namespace]?.address
    if (!address) continue
    const { chains, methods, events } = others[namespace]
    supported[namespace] = {
      chains: [...chains],
      methods: [...methods],
      events: [...events],
      accounts: chains.map((chain) => `${chain}:${address}`),
    }
  }
  return supported
}
