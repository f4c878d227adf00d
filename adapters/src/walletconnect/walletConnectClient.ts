// DESIGN.md adapters/walletconnect: one sign-client for every namespace. It creates pairings
// (the URI goes to whoever watches it: the widget's pairing flow and QR code), keeps the one
// session, restores it after a reload, and turns the wallet's session events into per-namespace
// events. The SDK (an optional peer) is loaded on first use, so a page that never pairs never
// downloads it, and a host that never pairs need not install it (MissingPeerDependencyError).
import type { CaipNetwork, ChainNamespace } from '@airlock/core/adapter'
import { fieldOf } from '@airlock/core/internal'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { loadPeer } from '../peers/loadPeer'
import { pairingTtlMs } from './pairingUri'
import { proposalNamespaces } from './proposalNamespaces'
import { sessionNamespaces } from './sessionAccounts'
import { skipVerify } from './verify'

/** The public relay in production. */
export const WALLETCONNECT_RELAY_URL = 'wss://relay.walletconnect.org'

export interface WalletConnectOptions {
  readonly projectId: string
  /** The networks to propose, across namespaces (CAIP-25). */
  readonly networks: readonly CaipNetwork[]
  readonly metadata: SignClientTypes.Metadata
  readonly relayUrl?: string
  /** Keeps two clients in one page apart (notes: the SDK shares a global core per prefix). */
  readonly storagePrefix?: string
  /** WalletConnect Verify, on by default. Off only on a stack that cannot reach
   * verify.walletconnect.org (a local or offline one), where each connect and request would
   * wait 5 s for it. */
  readonly verify?: boolean
}

export type SessionEvent =
  | { readonly type: 'session'; readonly session: SessionTypes.Struct }
  | {
      readonly type: 'chainChanged'
      readonly namespace: ChainNamespace
      readonly caipNetworkId: string
    }
  | {
      readonly type: 'accountsChanged'
      readonly namespace: ChainNamespace
      readonly session: SessionTypes.Struct
    }
  /** The session ended; `expired` when its time ran out (the relay's session_expire). */
  | { readonly type: 'disconnected'; readonly reason?: 'expired' }

export interface Pairing {
  readonly uri: string
  readonly ttlMs: number
}

export class WalletConnectClient {
  private client?: Promise<SignClient>
  private current?: SessionTypes.Struct
  /** Issue 28: the pairing attempt under way; an earlier one (refreshed, abandoned) is stale. */
  private attempt = 0
  /** The topic of the open attempt's pairing, deleted once the widget moves on from it. */
  private openPairingTopic?: string
  private readonly uriListeners = new Set<(pairing: Pairing) => void>()
  private readonly eventListeners = new Set<(event: SessionEvent) => void>()

  constructor(readonly options: WalletConnectOptions) {}

  /** The sign-client, created once; its stored session (if any) becomes the current one. */
  signClient(): Promise<SignClient> {
    this.client ??= this.start()
    return this.client
  }

  private async start(): Promise<SignClient> {
    const { SignClient } = await loadPeer(
      'walletconnect',
      '@walletconnect/sign-client',
      () => import('@walletconnect/sign-client'),
    )
    const client = await SignClient.init({
      projectId: this.options.projectId,
      relayUrl: this.options.relayUrl ?? WALLETCONNECT_RELAY_URL,
      metadata: this.options.metadata,
      customStoragePrefix: this.options.storagePrefix ?? 'airlock',
      telemetryEnabled: false,
      logger: 'error',
    })
    if (this.options.verify === false) skipVerify(client)
    client.on('session_event', ({ topic, params }) => {
      if (topic !== this.current?.topic) return
      const [namespace] = params.chainId.split(':') as [ChainNamespace]
      if (params.event.name === 'chainChanged') {
        const data = params.event.data as unknown
        const reference =
          typeof data === 'number'
            ? data
            : Number.parseInt(String(data), String(data).startsWith('0x') ? 16 : 10)
        const caipNetworkId = Number.isFinite(reference)
          ? `${namespace}:${reference}`
          : params.chainId
        this.tell({ type: 'chainChanged', namespace, caipNetworkId })
      } else if (params.event.name === 'accountsChanged') {
        this.tell({ type: 'accountsChanged', namespace, session: this.current })
      }
    })
    client.on('session_update', ({ topic, params }) => {
      if (!this.current || topic !== this.current.topic) return
      this.current = { ...this.current, namespaces: params.namespaces }
      for (const namespace of sessionNamespaces(this.current)) {
        this.tell({ type: 'accountsChanged', namespace, session: this.current })
      }
    })
    const ended = (topic: string, reason?: 'expired') => {
      if (topic !== this.current?.topic) return
      this.current = undefined
      this.tell(reason ? { type: 'disconnected', reason } : { type: 'disconnected' })
    }
    // The SDK's expirer deletes an expired session (session_delete) and says session_expire right
    // after, in the same task: a delete is told a task later, so an expiry is told as one.
    client.on('session_delete', ({ topic }) => setTimeout(() => ended(topic), 0))
    client.on('session_expire', ({ topic }) => ended(topic, 'expired'))
    this.current = latestSession(client.session.getAll())
    return client
  }

  /** The settled session, after the stored one (if any) was read back. */
  async session(): Promise<SessionTypes.Struct | undefined> {
    await this.signClient()
    return this.current
  }

  /** A new pairing: the URI goes to the watchers at once; resolves when the wallet approves. */
  async connect(): Promise<SessionTypes.Struct> {
    const client = await this.signClient()
    const attempt = ++this.attempt
    // Issue 28: the pairing of an attempt the widget moved on from is deleted, so a wallet
    // scanning its old QR code reaches nothing.
    await this.deletePairing(client, this.openPairingTopic)
    const { uri, approval } = await client.connect({
      optionalNamespaces: proposalNamespaces(this.options.networks),
    })
    if (uri) {
      this.openPairingTopic = pairingTopicOf(uri)
      const pairing = { uri, ttlMs: pairingTtlMs(uri, Date.now()) }
      for (const listener of this.uriListeners) listener(pairing)
    }
    const session = await approval().catch((error: unknown) => {
      throw asRejection(error, 'The wallet declined the connection.')
    })
    if (attempt !== this.attempt) {
      // An approval that arrives for a stale attempt is not a connection: the wallet is told.
      await client
        .disconnect({ topic: session.topic, reason: STALE_PAIRING })
        .catch(() => undefined)
      throw new Error(STALE_PAIRING.message)
    }
    this.openPairingTopic = undefined
    this.current = session
    this.tell({ type: 'session', session })
    return session
  }

  async request<T>(
    caipNetworkId: string,
    request: { method: string; params?: unknown },
  ): Promise<T> {
    const client = await this.signClient()
    const session = this.current
    if (!session) throw Object.assign(new Error('No WalletConnect session'), { code: 4100 })
    return client
      .request<T>({
        topic: session.topic,
        chainId: caipNetworkId,
        request: { method: request.method, params: request.params ?? [] },
      })
      .catch((error: unknown) => {
        throw asRejection(error, 'The wallet declined the request.')
      })
  }

  /** Ends the session for every namespace it spans (spec §4 disconnect fan-out). */
  async disconnect(): Promise<void> {
    const client = await this.signClient()
    const session = this.current
    if (!session) return
    this.current = undefined
    try {
      await client.disconnect({
        topic: session.topic,
        reason: { code: 6000, message: 'User disconnected.' },
      })
      // Issue 28: the session's pairing goes with it.
      await this.deletePairing(client, session.pairingTopic)
    } finally {
      this.tell({ type: 'disconnected' })
    }
  }

  private async deletePairing(client: SignClient, topic: string | undefined) {
    if (!topic || !client.core.pairing.getPairings().some((each) => each.topic === topic)) return
    await client.core.pairing.disconnect({ topic }).catch(() => undefined)
  }

  watchUri(listener: (pairing: Pairing) => void): () => void {
    this.uriListeners.add(listener)
    return () => this.uriListeners.delete(listener)
  }

  watchEvents(listener: (event: SessionEvent) => void): () => void {
    this.eventListeners.add(listener)
    return () => this.eventListeners.delete(listener)
  }

  /** Stops the SDK's heartbeat and socket (tests, and a widget that is destroyed). */
  async close(): Promise<void> {
    if (!this.client) return
    const client = await this.client
    client.core.heartbeat.stop()
    await client.core.relayer.transportClose()
  }

  private tell(event: SessionEvent) {
    for (const listener of this.eventListeners) listener(event)
  }
}

const STALE_PAIRING = { code: 6000, message: 'A newer pairing replaced this one.' }

/** `wc:{topic}@2?…`: the pairing's topic. */
const pairingTopicOf = (uri: string) => uri.slice(3, uri.indexOf('@'))

/** The SDK's USER_REJECTED (5000), which wallets of every namespace answer when the person
 * declines a proposal or a request, is the person saying no: EIP-1193's 4001. */
function asRejection(error: unknown, message: string): unknown {
  const code = fieldOf(error, 'code')
  return code === 5000 ? { code: 4001, message } : error
}

function latestSession(sessions: readonly SessionTypes.Struct[]): SessionTypes.Struct | undefined {
  const now = Date.now() / 1000
  return sessions.filter((session) => session.expiry > now).sort((a, b) => b.expiry - a.expiry)[0]
}
