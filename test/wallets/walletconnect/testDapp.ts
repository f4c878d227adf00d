// The dapp side for tests: a real @walletconnect/sign-client 2.25 on the local relay, with the
// offline options of notes/walletconnect-local-relay.md §2, and its teardown.
import { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes } from '@walletconnect/types'
import {
  closeWalletConnectCore,
  keepWalletConnectOffline,
  uniqueStoragePrefix,
} from './sdkLifecycle'

export type DappSignClient = Awaited<ReturnType<typeof SignClient.init>>

export interface TestDapp {
  readonly client: DappSignClient
  /** Stops the heartbeat and closes the socket (note §3 pitfall 7); safe to call twice. */
  close(): Promise<void>
}

/** A proposal for what the test wallet supports: eip155 chains and, if asked, Solana. */
export function dappNamespaces(
  eip155ChainIds: readonly number[],
  solanaChains: readonly string[] = [],
): ProposalTypes.OptionalNamespaces {
  const namespaces: ProposalTypes.OptionalNamespaces = {
    eip155: {
      chains: eip155ChainIds.map((id) => `eip155:${id}`),
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ],
      events: ['chainChanged', 'accountsChanged'],
    },
  }
  if (solanaChains.length > 0) {
    namespaces.solana = {
      chains: [...solanaChains],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: [],
    }
  }
  return namespaces
}

export async function createTestDapp(relayUrl: string): Promise<TestDapp> {
  keepWalletConnectOffline()
  const customStoragePrefix = uniqueStoragePrefix('dapp')
  const client = await SignClient.init({
    projectId: 'local',
    relayUrl,
    customStoragePrefix,
    telemetryEnabled: false,
    logger: 'error',
    metadata: {
      name: 'Airlock test dapp',
      description: 'The dapp side of the WalletConnect tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  let closing: Promise<void> | undefined
  return {
    client,
    close() {
      closing ??= closeWalletConnectCore(client.core, customStoragePrefix)
      return closing
    },
  }
}
