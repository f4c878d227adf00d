// The WalletConnect test wallet: a real @reown/walletkit 1.6 on @walletconnect/core 2.25 that
// pairs over a relay URL (the local relay of test/stack/walletconnect), approves what it can
// and answers requests with a viem local account (eip155) and, when asked for, solana, bip122,
// polkadot and cosmos accounts (namespaceAccounts.ts).
// Scriptable like the injected test wallet: reject or hang the next proposal or request,
// switch chain, disconnect. Offline settings: notes/walletconnect-local-relay.md §2.

import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { CoreTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Hex } from 'viem'
import type { AssetDiscovery } from '../assetDiscovery'
import { providerError } from '../injected/providerError'
import { createEvmAccount, type EvmChain } from './evmAccount'
import { createNamespaceAccounts, type NamespaceAccountOptions } from './namespaceAccounts'
import {
  closeWalletConnectCore,
  keepWalletConnectOffline,
  uniqueStoragePrefix,
} from './sdkLifecycle'
import { supportedNamespaces } from './supportedNamespaces'
import {
  createWalletEvents,
  type ProposalSeen,
  type RequestAnswered,
  type RequestSeen,
} from './walletEvents'
import { createWalletRequests } from './walletRequests'

export type { ProposalSeen, RequestSeen } from './walletEvents'

export interface WalletConnectTestWalletOptions extends NamespaceAccountOptions {
  /** ws://127.0.0.1:PORT of the local relay (startRelay). */
  readonly relayUrl: string
  readonly evm: {
    readonly privateKey: Hex
    readonly chains: readonly EvmChain[]
    /** spec §7: the wallet discovers assets (wallet_getCapabilities / wallet_getAssets). */
    readonly assetDiscovery?: AssetDiscovery
  }
  readonly metadata?: Partial<CoreTypes.Metadata>
  /** Any string: the local relay accepts every project id. */
  readonly projectId?: string
  /**
   * The SDK's default (false) hands the wallet one request at a time, the next one a second
   * after the previous answer, and a hung request holds back every later one, as in a real
   * wallet. true hands each request over as it arrives.
   */
  readonly disableRequestQueue?: boolean
}

type RpcError = { readonly code: number; readonly message: string }
type Script = {
  readonly action: 'reject' | 'hang'
  readonly method?: string
  readonly error?: RpcError
}

const USER_REJECTED_REQUEST: RpcError = { code: 4001, message: 'User rejected the request.' }

const defaultMetadata: CoreTypes.Metadata = {
  name: 'Airlock WalletConnect Test Wallet',
  description: 'A scriptable WalletKit wallet for offline tests',
  url: 'http://127.0.0.1',
  icons: [],
}

function errorOf(error: unknown): { code: number; message: string } {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
      ? error.code
      : -32603
  return { code, message: error instanceof Error ? error.message : String(error) }
}

export async function createWalletConnectTestWallet(options: WalletConnectTestWalletOptions) {
  keepWalletConnectOffline()
  const evm = createEvmAccount(
    options.evm.privateKey,
    options.evm.chains,
    options.evm.assetDiscovery,
  )
  const accounts = createNamespaceAccounts(options)
  const customStoragePrefix = uniqueStoragePrefix('wallet')
  const core = new Core({
    projectId: options.projectId ?? 'local',
    relayUrl: options.relayUrl,
    customStoragePrefix,
    telemetryEnabled: false,
    logger: 'error',
  })
  const walletKit = await WalletKit.init({
    core,
    metadata: { ...defaultMetadata, ...options.metadata },
    signConfig: { disableRequestQueue: options.disableRequestQueue ?? false },
  })

  const proposals: ProposalSeen[] = []
  const requests: RequestSeen[] = []
  const proposalScripts: 'reject'[] = []
  const requestScripts: Script[] = []
  const events = createWalletEvents()

  const takeRequestScript = (method: string) => {
    const index = requestScripts.findIndex((script) => !script.method || script.method === method)
    return index < 0 ? undefined : requestScripts.splice(index, 1)[0]
  }

  const { answer, switchChain } = createWalletRequests(walletKit, evm, accounts)

  walletKit.on('session_proposal', async ({ id, params }: WalletKitTypes.SessionProposal) => {
    const seen = {
      id,
      proposer: params.proposer.metadata,
      requiredNamespaces: params.requiredNamespaces,
      optionalNamespaces: params.optionalNamespaces,
    }
    let outcome: ProposalSeen
    try {
      if (proposalScripts.shift() === 'reject') {
        await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
        outcome = { ...seen, outcome: 'rejected' }
      } else {
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: supportedNamespaces(
            { address: evm.address, chainIds: evm.chainIds() },
            accounts,
          ),
        })
        const session = await walletKit.approveSession({ id, namespaces })
        outcome = { ...seen, outcome: 'approved', sessionTopic: session.topic }
      }
    } catch (error) {
      await walletKit
        .rejectSession({ id, reason: getSdkError('UNSUPPORTED_NAMESPACE_KEY') })
        .catch(() => undefined)
      outcome = { ...seen, outcome: 'failed', error: errorOf(error).message }
    }
    proposals.push(outcome)
    events.emit('proposal', outcome)
  })

  walletKit.on('session_request', async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const seen: RequestSeen = {
      topic,
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
    }
    requests.push(seen)
    const script = takeRequestScript(seen.method)
    if (script?.action === 'hang') {
      events.emit('request', { ...seen, outcome: 'hung' })
      return
    }
    let answered: RequestAnswered
    try {
      if (script?.action === 'reject') {
        const { code, message } = script.error ?? USER_REJECTED_REQUEST
        throw providerError(code, message)
      }
      const result = await answer(seen.method, seen.params, seen.chainId)
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
      answered = { ...seen, outcome: 'answered', result }
    } catch (failure) {
      const error = errorOf(failure)
      await walletKit
        .respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error } })
        .catch(() => undefined)
      answered = { ...seen, outcome: script?.action === 'reject' ? 'rejected' : 'failed', error }
    }
    events.emit('request', answered)
  })

  walletKit.on('session_delete', ({ topic }: WalletKitTypes.SessionDelete) => {
    events.emit('session_delete', { topic })
  })

  let closing: Promise<void> | undefined
  return {
    walletKit,
    evmAddress: evm.address,
    solanaAddress: accounts.solana?.address,
    bitcoinAddress: accounts.bip122?.address,
    polkadotAddress: accounts.polkadot?.address,
    cosmosAddress: accounts.cosmos?.address,
    /** Each namespace's account (address, public key), for tests that verify signatures. */
    accounts,
    /** Pairs with a `wc:` URI from the dapp's connect(); the proposal then arrives by itself. */
    async pair(uri: string) {
      await walletKit.pair({ uri })
    },
    on: events.on,
    next: events.next,
    controls: {
      /** The next proposal is rejected with USER_REJECTED (5000). */
      rejectNextProposal() {
        proposalScripts.push('reject')
      },
      /** The next request (of `method`, or any) is answered with `error`: by default 4001, as
       * EIP-1193 wallets refuse; WalletConnect's own USER_REJECTED is 5000. */
      rejectNextRequest(method?: string, error: RpcError = USER_REJECTED_REQUEST) {
        requestScripts.push({ action: 'reject', method, error })
      },
      /** The next request (of `method`, or any) is never answered; with the SDK's request
       * queue on (the default) later requests then never reach the wallet either. */
      hangNextRequest(method?: string) {
        requestScripts.push({ action: 'hang', method })
      },
      /** The wallet moves to `chainId` by itself: session update if needed, then chainChanged. */
      switchChain,
      /** Wallet-side delete of every session (USER_DISCONNECTED); dapps get session_delete. */
      async disconnect() {
        for (const topic of Object.keys(walletKit.getActiveSessions())) {
          await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
        }
      },
      proposals: (): ProposalSeen[] => [...proposals],
      requests: (): RequestSeen[] => [...requests],
      /** Topics of the active sessions. */
      sessions: (): string[] => Object.keys(walletKit.getActiveSessions()),
    },
    /** Stops the heartbeat and closes the relay socket; safe to call twice. */
    close(): Promise<void> {
      closing ??= closeWalletConnectCore(walletKit.core, customStoragePrefix)
      return closing
    },
  }
}

export type WalletConnectTestWallet = Awaited<ReturnType<typeof createWalletConnectTestWallet>>
