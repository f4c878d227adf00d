// spec §3 Account for polkadot: type 'eoa' (spec §9 default account type), SS58 addresses as
// the extension gives them. An account pinned to another chain (its genesisHash) or of
// Ethereum type is not the network's, and neither is an address that is not SS58.
import { type Account, type CaipNetwork, parsePolkadotAddress } from '@airlock/core/adapter'
import { base16 } from '@scure/base'
import { Result } from 'effect'
import type { InjectedAccount } from './injectedWeb3'

function onNetwork(account: InjectedAccount, network: CaipNetwork): boolean {
  if (account.type === 'ethereum') return false
  const genesis = account.genesisHash?.replace(/^0x/, '').toLowerCase()
  // CAIP-2 polkadot references are the first 32 hex characters of the genesis hash.
  return !genesis || genesis.startsWith(String(network.id).toLowerCase())
}

export function polkadotAccounts(
  injected: readonly InjectedAccount[],
  network: CaipNetwork,
): Account[] {
  return injected.flatMap((account) => {
    if (!onNetwork(account, network)) return []
    const parsed = parsePolkadotAddress(account.address)
    if (Result.isFailure(parsed)) return []
    return [
      {
        namespace: 'polkadot' as const,
        address: account.address,
        type: 'eoa' as const,
        publicKey: base16.encode(parsed.success.publicKey).toLowerCase(),
      },
    ]
  })
}
