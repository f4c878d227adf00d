// What the frame last said about the signed-in account and its chain, read from the frame's own
// answers (a user, another preferred account, a switch, the sign-out): the chain every RPC_REQUEST
// names (issue 28 (2)), and the host's EIP-1193 events on each change (issue 28 (10)):
// `accountsChanged` ([] at sign-out) and `chainChanged` (hex). The host hears what the wallet says
// and nothing the page assumed. A listener that throws does not stop the others.
import { frameChainNumber } from './frameChainId'

export type ProviderEventName = 'accountsChanged' | 'chainChanged'

export interface FrameAnswer {
  readonly type: string
  readonly payload: unknown
}

const field = (payload: unknown, key: string): unknown =>
  typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)[key]
    : undefined

export function createProviderEvents() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  let accounts: readonly string[] | undefined
  let chainId: number | undefined
  const emit = (event: ProviderEventName, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload)
      } catch {
        // the host's listener: its failure is its own
      }
    }
  }
  const account = (address: unknown) => {
    const next = typeof address === 'string' ? [address] : []
    if (accounts !== undefined && accounts.join() === next.join()) return
    const known = accounts !== undefined
    accounts = next
    if (known || next.length > 0) emit('accountsChanged', next)
  }
  const chain = (id: unknown) => {
    const numeric = frameChainNumber(id)
    if (numeric === undefined || numeric === chainId) return
    const known = chainId !== undefined
    chainId = numeric
    if (known) emit('chainChanged', `0x${numeric.toString(16)}`)
  }
  return {
    /** The chain the frame last said the account is on. */
    chainId: () => chainId,
    /** Reads a frame answer for what it says about the account and the chain. */
    observe({ type, payload }: FrameAnswer) {
      if (type === 'GET_USER' || type === 'CONNECT_SOCIAL') {
        account(field(payload, 'address'))
        chain(field(payload, 'chainId'))
      } else if (type === 'SET_PREFERRED_ACCOUNT') account(field(payload, 'address'))
      else if (type === 'SWITCH_NETWORK') chain(field(payload, 'chainId'))
      else if (type === 'SIGN_OUT') account(undefined)
    },
    on(event: ProviderEventName, listener: (payload: never) => void) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: unknown) => void)
      listeners.set(event, set)
    },
    removeListener(event: ProviderEventName, listener: (payload: never) => void) {
      listeners.get(event)?.delete(listener as (payload: unknown) => void)
    },
  }
}
