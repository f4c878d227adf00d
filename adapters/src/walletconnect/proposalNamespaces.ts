// CAIP-25: the namespaces a pairing proposes, built from the widget's networks (spec §1: eip155,
// solana, polkadot, bip122, cosmos), each with the methods the widget may call over the
// session and the events it listens to.
import type { CaipNetwork, ChainNamespace } from '@airlock/core/adapter'

export interface ProposalNamespace {
  readonly chains: string[]
  readonly methods: string[]
  readonly events: string[]
}

const methods: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'personal_sign',
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v4',
    'eth_signTransaction',
    'eth_sendTransaction',
    'eth_sendRawTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_getAccounts',
    'solana_requestAccounts',
  ],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  bip122: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
}

const events: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
  polkadot: [],
  bip122: ['bip122_addressesChanged'],
  cosmos: [],
}

/** Every configured network under its namespace, in the configured order. */
export function proposalNamespaces(
  networks: readonly CaipNetwork[],
): Record<string, ProposalNamespace> {
  const namespaces: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const entry = namespaces[namespace] ?? {
      chains: [],
      methods: [...methods[namespace]],
      events: [...events[namespace]],
    }
    namespaces[namespace] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
  }
  return namespaces
}
