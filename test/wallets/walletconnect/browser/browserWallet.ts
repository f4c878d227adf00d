// The WalletConnect test wallet for a browser page: the same WalletKit 1.6 on Core 2.25 and the
// same viem account as the Node wallet (../walletConnectTestWallet.ts), but a person decides
// every proposal and request. The lists come from WalletKit's own stores, which live in the
// origin's IndexedDB, so a reload finds its sessions and unanswered requests again.
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { CoreTypes, ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { DEV_PRIVATE_KEY } from '../../injected/testWallet'
import { createEvmAccount } from '../evmAccount'
import { supportedEvmNamespaces } from '../evmNamespace'
import { createWalletRequests } from '../walletRequests'
import { dropWalletConnectCloudFetches } from './dropCloudFetches'
import { type PendingRequest, pendingRequestOf } from './pendingRequest'

export const WALLET_CHAINS = [
  { id: 1, name: 'Ethereum' },
  { id: 11155111, name: 'Sepolia' },
] as const

export interface BrowserWalletOptions {
  /** ws://127.0.0.1:PORT of the local relay. */
  readonly relayUrl: string
  /** The local node of each chain of WALLET_CHAINS. */
  readonly rpcUrls: { readonly mainnet: string; readonly sepolia: string }
  /** Anvil's dev account 0 unless given. */
  readonly privateKey?: Hex
  /**
   * Names this wallet's data in the origin's storage. Fixed, so a reload finds it again, and
   * not the dapp's ('airlock'): both pages share one origin, and one prefix would make them
   * one client (notes/walletconnect-local-relay.md §3 pitfalls 1 and 10).
   */
  readonly storagePrefix?: string
}

export type WalletProposal = ProposalTypes.Struct
export type WalletSession = SessionTypes.Struct
export type { PendingRequest } from './pendingRequest'

export interface BrowserWalletState {
  readonly proposals: readonly WalletProposal[]
  readonly sessions: readonly WalletSession[]
  readonly requests: readonly PendingRequest[]
  /** The eip155 chain last announced by the wallet or named by a dapp's request. */
  readonly chainId: number
}

export type RequestOutcome =
  | { readonly outcome: 'answered'; readonly result: unknown }
  | { readonly outcome: 'failed'; readonly error: { code: number; message: string } }

const USER_REJECTED_REQUEST = { code: 4001, message: 'User rejected the request.' } as const
const SWITCHING_METHODS = new Set(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])

const metadata: CoreTypes.Metadata = {
  name: 'Airlock Test Wallet (browser)',
  description: 'The WalletConnect test wallet as a page, for people and end-to-end tests',
  url: location.origin,
  icons: [],
}

function errorOf(error: unknown): { code: number; message: string } {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number'
      ? error.code
      : -32603
  return { code, message: error instanceof Error ? error.message : String(error) }
}

/** The chain a wallet_switchEthereumChain or wallet_addEthereumChain request names. */
function requestedChainId(params: unknown): number {
  const [first] = Array.isArray(params) ? params : []
  return typeof first === 'object' && first !== null && 'chainId' in first
    ? Number(first.chainId)
    : Number.NaN
}

export async function createBrowserWallet(options: BrowserWalletOptions) {
  dropWalletConnectCloudFetches()
  const storagePrefix = options.storagePrefix ?? 'airlock-test-wallet'
  const evm = createEvmAccount(options.privateKey ?? DEV_PRIVATE_KEY, [
    { id: 1, rpcUrl: options.rpcUrls.mainnet },
    { id: 11155111, rpcUrl: options.rpcUrls.sepolia },
  ])
  const core = new Core({
    projectId: 'local',
    relayUrl: options.relayUrl,
    customStoragePrefix: storagePrefix,
    telemetryEnabled: false,
    logger: 'error',
  })
  // No request queue: the page lists every request as it arrives, each with its own buttons.
  const walletKit = await WalletKit.init({
    core,
    metadata,
    signConfig: { disableRequestQueue: true },
  })
  const requests = createWalletRequests(walletKit, evm, undefined)

  const chainKey = `${storagePrefix}:chain`
  const savedChain = Number(localStorage.getItem(chainKey))
  let chainId = evm.knows(savedChain) ? savedChain : WALLET_CHAINS[0].id
  const setChain = (id: number) => {
    chainId = id
    localStorage.setItem(chainKey, String(id))
  }

  // Typed as a record by id, but WalletKit 1.6 returns the store's array.
  const pendingProposals = () => Object.values(walletKit.getPendingSessionProposals())
  function state(): BrowserWalletState {
    const sessions = walletKit.getActiveSessions()
    return {
      proposals: pendingProposals(),
      sessions: Object.values(sessions),
      requests: walletKit
        .getPendingSessionRequests()
        .filter((pending) => pending.topic in sessions)
        .map((pending) => pendingRequestOf(pending, sessions)),
      chainId,
    }
  }

  // A dapp moves between approved chains without asking (UniversalProvider switches locally),
  // but each request names its chain: follow it, so the page shows where the dapp is.
  walletKit.on('session_request', ({ params }) => {
    const [namespace, reference] = params.chainId.split(':')
    if (namespace === 'eip155' && evm.knows(Number(reference))) setChain(Number(reference))
  })
  const listeners = new Set<(state: BrowserWalletState) => void>()
  const changed = () => {
    const now = state()
    for (const listener of listeners) listener(now)
  }
  for (const event of [
    'session_proposal',
    'session_request',
    'session_delete',
    'proposal_expire',
    'session_request_expire',
  ] as const) {
    walletKit.on(event, changed)
  }

  const findRequest = (id: number) => {
    const request = state().requests.find((pending) => pending.id === id)
    if (!request) throw new Error(`No request ${id} is waiting`)
    return request
  }
  const findProposal = (id: number) => {
    const proposal = pendingProposals().find((pending) => pending.id === id)
    if (!proposal) throw new Error(`No proposal ${id} is waiting`)
    return proposal
  }

  return {
    address: evm.address,
    state,
    /** Calls `listener` on every change; returns the unsubscribe. */
    subscribe(listener: (state: BrowserWalletState) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Pairs with a dapp's `wc:` URI; its proposal then arrives by itself. */
    async pair(uri: string): Promise<void> {
      if (!uri.startsWith('wc:')) throw new Error('A WalletConnect URI starts with "wc:"')
      await walletKit.pair({ uri })
    },
    /** Approves what the wallet supports of the proposal; one it cannot serve is rejected. */
    async approveProposal(id: number): Promise<WalletSession> {
      const proposal = findProposal(id)
      let namespaces: SessionTypes.Namespaces
      try {
        namespaces = buildApprovedNamespaces({
          proposal,
          supportedNamespaces: supportedEvmNamespaces(evm.address, evm.chainIds()),
        })
      } catch (unsupported) {
        await walletKit
          .rejectSession({ id, reason: getSdkError('UNSUPPORTED_NAMESPACE_KEY') })
          .finally(changed)
        throw unsupported
      }
      const session = await walletKit.approveSession({ id, namespaces }).finally(changed)
      // A dapp's provider starts on the first approved chain.
      const [first] = session.namespaces.eip155?.chains ?? []
      if (first) setChain(Number(first.split(':')[1]))
      changed()
      return session
    },
    async rejectProposal(id: number): Promise<void> {
      findProposal(id)
      await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      changed()
    },
    /** Answers the request as the Node wallet would; a failure goes back to the dapp too. */
    async approveRequest(id: number): Promise<RequestOutcome> {
      const { topic, method, params, chainId: caip } = findRequest(id)
      let outcome: RequestOutcome
      try {
        const result = await requests.answer(method, params, caip)
        if (SWITCHING_METHODS.has(method)) setChain(requestedChainId(params))
        outcome = { outcome: 'answered', result }
      } catch (failure) {
        outcome = { outcome: 'failed', error: errorOf(failure) }
      }
      const response =
        outcome.outcome === 'answered'
          ? { id, jsonrpc: '2.0', result: outcome.result }
          : { id, jsonrpc: '2.0', error: outcome.error }
      await walletKit.respondSessionRequest({ topic, response }).finally(changed)
      return outcome
    },
    async rejectRequest(id: number): Promise<void> {
      const { topic } = findRequest(id)
      const response = { id, jsonrpc: '2.0', error: USER_REJECTED_REQUEST }
      await walletKit.respondSessionRequest({ topic, response }).finally(changed)
    },
    /** Moves every session to `id`: a session update if the chain is new to it, then chainChanged. */
    async switchChain(id: number): Promise<void> {
      await requests.switchChain(id)
      setChain(id)
      changed()
    },
    async disconnect(topic: string): Promise<void> {
      await walletKit
        .disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
        .finally(changed)
    },
  }
}

export type BrowserWallet = Awaited<ReturnType<typeof createBrowserWallet>>
