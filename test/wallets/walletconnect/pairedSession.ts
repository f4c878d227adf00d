// One call from nothing to a settled session: a test wallet and a SignClient dapp on the same
// relay, paired through the dapp's URI and approved by the wallet. For tests that start from a
// connected WalletConnect session; `close()` tears both clients down.
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import type { Hex } from 'viem'
import type { EvmChain } from './evmAccount'
import { createTestDapp, dappNamespaces, type TestDapp } from './testDapp'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from './walletConnectTestWallet'

export interface PairedSessionOptions {
  readonly relayUrl: string
  readonly privateKey: Hex
  /** The chains the wallet reaches. */
  readonly chains: readonly EvmChain[]
  /** What the dapp proposes; by default every wallet chain and no Solana. */
  readonly namespaces?: ProposalTypes.OptionalNamespaces
  readonly solana?: { readonly secretKey?: Uint8Array }
  /** See WalletConnectTestWalletOptions.disableRequestQueue. */
  readonly disableRequestQueue?: boolean
}

export interface PairedSession {
  readonly wallet: WalletConnectTestWallet
  readonly dapp: TestDapp
  readonly session: SessionTypes.Struct
  close(): Promise<void>
}

export async function pairedSession(options: PairedSessionOptions): Promise<PairedSession> {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: options.relayUrl,
    evm: { privateKey: options.privateKey, chains: options.chains },
    solana: options.solana,
    disableRequestQueue: options.disableRequestQueue,
  })
  const dapp = await createTestDapp(options.relayUrl).catch(async (error: unknown) => {
    await wallet.close()
    throw error
  })
  const close = async () => {
    await Promise.all([dapp.close(), wallet.close()])
  }
  try {
    const { uri, approval } = await dapp.client.connect({
      optionalNamespaces:
        options.namespaces ?? dappNamespaces(options.chains.map((chain) => chain.id)),
    })
    if (!uri) throw new Error('connect() returned no pairing URI')
    await wallet.pair(uri)
    return { wallet, dapp, session: await approval(), close }
  } catch (error) {
    await close()
    throw error
  }
}
