// An EIP-1193-shaped provider for one namespace of the WalletConnect session, so a namespace
// adapter uses a WalletConnect wallet exactly like an injected one: `eth_requestAccounts` pairs
// (the URI goes to the pairing flow), `eth_accounts` never prompts, a switch between approved
// chains happens locally (the session already covers them), anything else goes to the wallet.
import type { ChainNamespace, Eip1193Provider } from '@airlock/core/adapter'
import { sessionAddresses, sessionChains } from './sessionAccounts'
import type { WalletConnectClient } from './walletConnectClient'

type Listener = (...values: unknown[]) => void

const requestAccounts: Partial<Record<ChainNamespace, string>> = {
  eip155: 'eth_requestAccounts',
  solana: 'solana_requestAccounts',
}
const readAccounts: Partial<Record<ChainNamespace, string>> = {
  eip155: 'eth_accounts',
  solana: 'solana_getAccounts',
}

const toHex = (reference: string) => `0x${Number(reference).toString(16)}`

export function namespaceProvider(
  client: WalletConnectClient,
  namespace: ChainNamespace,
  defaultCaipNetworkId: string,
): Eip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  let active: string | undefined
  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...values)
  }

  const activeNetwork = async () => {
    const session = await client.session()
    const approved = session ? sessionChains(session, namespace) : []
    if (active && approved.includes(active)) return active
    active = approved[0] ?? defaultCaipNetworkId
    return active
  }
  const addresses = async () => {
    const session = await client.session()
    return session ? [...sessionAddresses(session, namespace)] : []
  }

  client.watchEvents((event) => {
    if (event.type === 'disconnected') {
      active = undefined
      emit(
        'disconnect',
        event.reason === 'expired'
          ? {
              code: 4900,
              message: 'The WalletConnect session expired.',
              data: { reason: 'expired' },
            }
          : { code: 4900, message: 'The WalletConnect session ended.' },
      )
    } else if (
      event.type === 'session' ||
      (event.type === 'accountsChanged' && event.namespace === namespace)
    ) {
      emit('accountsChanged', [...sessionAddresses(event.session, namespace)])
    } else if (event.type === 'chainChanged' && event.namespace === namespace) {
      active = event.caipNetworkId
      const reference = event.caipNetworkId.split(':')[1] ?? ''
      emit('chainChanged', namespace === 'eip155' ? toHex(reference) : reference)
    }
  })

  async function request({
    method,
    params,
  }: {
    readonly method: string
    readonly params?: unknown
  }): Promise<unknown> {
    if (method === requestAccounts[namespace]) {
      const session = (await client.session()) ?? (await client.connect())
      return [...sessionAddresses(session, namespace)]
    }
    if (method === readAccounts[namespace]) return addresses()
    // Revoking over WalletConnect is ending the session, for every namespace it spans.
    if (method === 'wallet_revokePermissions') {
      await client.disconnect()
      return null
    }
    if (namespace === 'eip155' && method === 'eth_chainId') {
      return toHex((await activeNetwork()).split(':')[1] ?? '')
    }
    if (namespace === 'eip155' && method === 'wallet_switchEthereumChain') {
      const [{ chainId } = { chainId: '' }] = (params ?? []) as { chainId: string }[]
      const target = `eip155:${Number.parseInt(chainId, 16)}`
      const session = await client.session()
      if (session && sessionChains(session, namespace).includes(target)) {
        if (active !== target) {
          active = target
          emit('chainChanged', chainId)
        }
        return null
      }
      // Not approved in the session: the wallet decides (it may add the chain and update).
      await client.request(await activeNetwork(), { method, params })
      active = target
      emit('chainChanged', chainId)
      return null
    }
    return client.request(await activeNetwork(), { method, params })
  }

  return {
    request,
    on: (event: string, listener: Listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event: string, listener: Listener) => {
      listeners.get(event)?.delete(listener)
    },
  }
}
