// Issue 31: the widget's EIP-1193 provider, what `widget.getProvider('eip155')` gives viem
// (`custom(provider)`), ethers (`new BrowserProvider(provider)`) and the wagmi connector. One
// object for the widget's life: its calls reach whichever wallet is connected on eip155
// (injected, WalletConnect or embedded, the embedded one through its spec §6 approval), and its
// events follow the widget's connection, so a client made once keeps working across wallets.
// What the widget decides itself it answers itself: the accounts, the chain, and a chain switch,
// which goes through the network flow (the add-chain fallback, the unsupported chain).
import type { CaipNetwork } from '../../domain/types'
import { hexChainId } from '../../domain/walletAssets'
import { UserRejectedError, WalletRpcError } from '../../errors/walletRpc'
import { adapterOf } from '../../flows/connection/connectionActors'
import { settleOnce } from '../../flows/settleOnce'
import { open } from './open'
import { switchNetwork } from './switchNetwork'
import type { WidgetContext } from './widgetContext'

/** An EIP-1193 provider with its events. */
export interface WidgetEip1193Provider {
  request(arguments_: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on(event: string, listener: (...values: unknown[]) => void): void
  removeListener(event: string, listener: (...values: unknown[]) => void): void
}

/** EIP-1193 4100: a wallet call while no wallet is connected on eip155. */
export class ProviderUnauthorizedError extends WalletRpcError {
  constructor() {
    super({
      code: 4100,
      name: 'ProviderUnauthorizedError',
      message: 'No wallet is connected on eip155: connect one first.',
    })
  }
}

/** EIP-3326 4902: a chain switch to a chain that is not among the widget's networks. */
export class ProviderChainNotAddedError extends WalletRpcError {
  constructor(chainId: string) {
    super({
      code: 4902,
      name: 'ProviderChainNotAddedError',
      message: `Chain ${chainId} is not among the widget's networks.`,
    })
  }
}

/** EIP-1193 4900: told with `disconnect` when the eip155 connection ends. */
class ProviderDisconnectedError extends WalletRpcError {
  constructor() {
    super({ code: 4900, name: 'ProviderDisconnectedError', message: 'The wallet disconnected.' })
  }
}

interface Seen {
  readonly accounts: readonly string[]
  readonly chainId?: string
}

/** A chain id as EIP-1193 writes it (hex); none for a missing or unreadable one. */
const hexChain = (chainId: number | string | undefined) =>
  chainId === undefined || Number.isNaN(Number(chainId)) ? undefined : hexChainId(chainId)

export function widgetEip1193Provider(context: WidgetContext): WidgetEip1193Provider {
  const listeners = new Map<string, Set<(...values: unknown[]) => void>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const connection = () => {
    const actor = context.flows().connections.get('eip155')
    if (!actor) throw new ProviderUnauthorizedError()
    return actor
  }
  /** The connected accounts (the active one first) and chain, or none. */
  const seen = (): Seen => {
    const snapshot = connection().getSnapshot()
    if (!snapshot.hasTag('connected') || !snapshot.context.address) return { accounts: [] }
    const { address, allAccounts, chainId } = snapshot.context
    const others = allAccounts
      .map((account) => account.address)
      .filter((other) => other.toLowerCase() !== address.toLowerCase())
    return { accounts: [address, ...others], chainId: hexChain(chainId) }
  }
  const activeChain = () => {
    const active = context.flows().network.getSnapshot().context.active
    return active?.chainNamespace === 'eip155' ? hexChain(active.id) : undefined
  }

  // The events, from the connection flow's changes.
  let last = seen()
  connection().subscribe(() => {
    const now = seen()
    const before = last
    last = now
    if (now.accounts.join() !== before.accounts.join()) {
      if (before.accounts.length === 0 && now.chainId) emit('connect', { chainId: now.chainId })
      emit('accountsChanged', now.accounts)
      if (now.accounts.length === 0) emit('disconnect', new ProviderDisconnectedError())
    }
    if (now.chainId && now.chainId !== before.chainId && before.accounts.length > 0) {
      emit('chainChanged', now.chainId)
    }
  })

  /** spec §2: the modal opens on eip155's wallets; resolves once one connects, rejects (4001)
   * when the modal closes first. */
  const requestAccounts = () => {
    if (last.accounts.length > 0) return Promise.resolve(last.accounts)
    open(context, { namespace: 'eip155' })
    const modal = context.flows().modal
    return settleOnce<readonly string[]>(({ resolve, reject }) => [
      connection().on('connection.connected', () => resolve(seen().accounts)),
      modal.subscribe((snapshot) => {
        if (snapshot.hasTag('closed') && seen().accounts.length === 0) {
          reject(new UserRejectedError({}))
        }
      }),
    ])
  }

  /** EIP-3326 through the network flow: resolves with null once the switch is made. */
  const switchChain = (params: unknown) => {
    const [first] = Array.isArray(params) ? params : []
    const wanted = typeof first?.chainId === 'string' ? first.chainId : String(first?.chainId)
    const network = context
      .flows()
      .network.getSnapshot()
      .context.networks.find(
        (candidate: CaipNetwork) =>
          candidate.chainNamespace === 'eip155' && hexChain(candidate.id) === hexChain(wanted),
      )
    if (!network || hexChain(wanted) === undefined) {
      return Promise.reject(new ProviderChainNotAddedError(wanted))
    }
    if (last.chainId === hexChain(network.id)) return Promise.resolve(null)
    const flow = context.flows().network
    const switched = settleOnce<null>(({ resolve, reject }) => [
      flow.on('SWITCH_NETWORK', (event) => {
        if (event.caipNetwork.caipNetworkId === network.caipNetworkId) resolve(null)
      }),
      flow.on('network.switchFailed', (event) => reject(event.error)),
    ])
    switchNetwork(context, network)
    return switched
  }

  /** Anything else goes to the connected wallet, as the eip155 adapter sends it (spec §5 fee
   * rules; the embedded wallet's spec §6 approval). */
  const walletCall = (method: string, params: unknown) => {
    const connectorId = connection().getSnapshot().context.connectorId
    const adapter = adapterOf(context.settings.adapters, 'eip155')
    if (last.accounts.length === 0 || !connectorId || !adapter) {
      return Promise.reject(new ProviderUnauthorizedError())
    }
    return context.runtime.runPromise(adapter.request({ connectorId, method, params }))
  }

  return {
    request: async ({ method, params }) => {
      switch (method) {
        case 'eth_accounts':
          return [...last.accounts]
        case 'eth_chainId':
          return last.chainId ?? activeChain() ?? null
        case 'eth_requestAccounts':
          return [...(await requestAccounts())]
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        default:
          return walletCall(method, params)
      }
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
  }
}
