// What the WalletConnect test wallet reports to a test, as listeners or as the next occurrence.
import type { CoreTypes, ProposalTypes } from '@walletconnect/types'

export interface ProposalSeen {
  readonly id: number
  readonly proposer: CoreTypes.Metadata
  readonly requiredNamespaces: ProposalTypes.RequiredNamespaces
  readonly optionalNamespaces: ProposalTypes.OptionalNamespaces
  /** 'failed': approving threw (e.g. only chains the wallet lacks), `error` says why. */
  readonly outcome: 'approved' | 'rejected' | 'failed'
  readonly sessionTopic?: string
  readonly error?: string
}

export interface RequestSeen {
  readonly topic: string
  /** CAIP-2, e.g. eip155:1. */
  readonly chainId: string
  readonly method: string
  readonly params: unknown
}

export interface RequestAnswered extends RequestSeen {
  readonly outcome: 'answered' | 'rejected' | 'hung' | 'failed'
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string }
}

export interface WalletEvents {
  /** After the wallet approved, rejected or failed a proposal. */
  readonly proposal: ProposalSeen
  /** After the wallet answered a request (or decided to hang it). */
  readonly request: RequestAnswered
  /** The dapp ended a session (the wallet's own disconnect() is not reported). */
  readonly session_delete: { readonly topic: string }
}

export type WalletEventName = keyof WalletEvents
type Listener<E extends WalletEventName> = (value: WalletEvents[E]) => void

export function createWalletEvents() {
  const listeners: { [E in WalletEventName]: Set<Listener<E>> } = {
    proposal: new Set(),
    request: new Set(),
    session_delete: new Set(),
  }
  const on = <E extends WalletEventName>(event: E, listener: Listener<E>): (() => void) => {
    listeners[event].add(listener)
    return () => {
      listeners[event].delete(listener)
    }
  }
  return {
    emit<E extends WalletEventName>(event: E, value: WalletEvents[E]): void {
      for (const listener of listeners[event]) listener(value)
    },
    /** Calls `listener` on each event; returns the unsubscribe. */
    on,
    /** The next occurrence of `event`; call it before the action that causes it. */
    next<E extends WalletEventName>(event: E, timeoutMs = 5000): Promise<WalletEvents[E]> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          off()
          reject(new Error(`the wallet saw no ${event} within ${timeoutMs} ms`))
        }, timeoutMs)
        const off = on(event, (value) => {
          clearTimeout(timer)
          off()
          resolve(value)
        })
      })
    },
  }
}
