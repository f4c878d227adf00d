// The Bitcoin test wallet in sats-connect's convention (Xverse and others): listed on
// `window.btc_providers` (WBIP-004) with the dotted path of its provider on `window`, answering
// `request(method, params)` with JSON-RPC envelopes ({ result } or { error: { code, message } },
// refusal -32000) and `addListener('accountChange', …)`. Methods: getAccounts (purposes),
// wallet_getAccount, signMessage (protocol ECDSA: BIP-137, base64), wallet_renouncePermissions.
// Same keys as the Wallet Standard test wallet; rejectNext / hangNext by method name.
import { base16, base64 } from '@scure/base'
import { createWalletControls } from '../walletControls'
import {
  type BitcoinKey,
  type BitcoinWalletNetwork,
  ordinalsKey,
  paymentKey,
  seededPrivateKey,
} from './bitcoinKeys'
import { signBitcoinMessage } from './bitcoinMessage'

export interface SatsConnectTestWalletOptions {
  readonly name?: string
  /** Where the provider lives on window: `${namespace}.BitcoinProvider`. */
  readonly namespace?: string
  readonly network?: BitcoinWalletNetwork
  readonly authorized?: boolean
}

/** sats-connect RpcErrorCode values the wallet answers with. */
const USER_REJECTION = -32000
const ACCESS_DENIED = -32002

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export function createSatsConnectTestWallet(options: SatsConnectTestWalletOptions = {}) {
  const network = options.network ?? 'mainnet'
  const namespace = options.namespace ?? 'AirlockSatsProviders'
  const info = {
    id: `${namespace}.BitcoinProvider`,
    name: options.name ?? 'Airlock Sats Test Wallet',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    methods: ['getAccounts', 'wallet_getAccount', 'signMessage', 'wallet_renouncePermissions'],
  }
  const keys: Record<'payment' | 'ordinals', BitcoinKey> = {
    payment: paymentKey(seededPrivateKey('payment-0'), network),
    ordinals: ordinalsKey(seededPrivateKey('ordinals-0'), network),
  }
  let authorized = options.authorized ?? false
  const accountChangeListeners = new Set<(event: unknown) => void>()
  const { answer, controls } = createWalletControls(
    () => new RpcFailure(USER_REJECTION, 'User rejected the request.'),
  )

  const address = (purpose: 'payment' | 'ordinals') => ({
    address: keys[purpose].address,
    publicKey: base16.encode(keys[purpose].publicKey).toLowerCase(),
    purpose,
    addressType: purpose === 'payment' ? 'p2wpkh' : 'p2tr',
  })
  const requireAuthorized = () => {
    if (!authorized) throw new RpcFailure(ACCESS_DENIED, 'Access denied')
  }

  function handle(method: string, params: unknown): unknown {
    switch (method) {
      case 'getAccounts': {
        authorized = true
        const { purposes = [] } = (params ?? {}) as { purposes?: ('payment' | 'ordinals')[] }
        return purposes.map(address)
      }
      case 'wallet_getAccount':
        requireAuthorized()
        return { id: 'airlock', addresses: [address('payment'), address('ordinals')] }
      case 'signMessage': {
        requireAuthorized()
        const {
          address: signer,
          message,
          protocol,
        } = params as {
          address: string
          message: string
          protocol?: string
        }
        if (signer !== keys.payment.address || (protocol ?? 'ECDSA') !== 'ECDSA') {
          throw new RpcFailure(-32602, 'Only ECDSA signatures by the payment address')
        }
        const bytes = new TextEncoder().encode(message)
        return {
          signature: base64.encode(signBitcoinMessage(keys.payment.privateKey, bytes)),
          address: signer,
          protocol: 'ECDSA',
        }
      }
      case 'wallet_renouncePermissions':
        authorized = false
        return null
      default:
        throw new RpcFailure(-32601, `Method not found: ${method}`)
    }
  }

  const provider = {
    // Envelopes, never a rejected promise: sats-connect wallets answer failures as `error`.
    request: async (method: string, params: unknown) => {
      try {
        const result = await answer(method, params, () => handle(method, params))
        return { jsonrpc: '2.0', id: crypto.randomUUID(), result }
      } catch (error) {
        const { code, message } = error as RpcFailure
        return { jsonrpc: '2.0', id: crypto.randomUUID(), error: { code, message } }
      }
    },
    addListener: (event: string, callback: (event: unknown) => void) => {
      if (event !== 'accountChange') return () => {}
      accountChangeListeners.add(callback)
      return () => accountChangeListeners.delete(callback)
    },
  }

  return {
    info,
    provider,
    namespace,
    get payment() {
      return keys.payment
    },
    get ordinals() {
      return keys.ordinals
    },
    controls: {
      ...controls,
      /** The person switches keys in the wallet: an `accountChange` event. */
      switchAccount(payment: Uint8Array, ordinals: Uint8Array) {
        keys.payment = paymentKey(payment, network)
        keys.ordinals = ordinalsKey(ordinals, network)
        for (const listener of accountChangeListeners) listener({ type: 'accountChange' })
      },
    },
  }
}

export type SatsConnectTestWallet = ReturnType<typeof createSatsConnectTestWallet>

/** Installs the wallet as sats-connect wallets do: the provider on window, listed in btc_providers. */
export function installSatsConnectTestWallet(
  wallet: SatsConnectTestWallet,
  target: object = globalThis.window,
): () => void {
  const holder = target as Record<string, unknown> & { btc_providers?: unknown[] }
  holder[wallet.namespace] = { BitcoinProvider: wallet.provider }
  holder.btc_providers ??= []
  holder.btc_providers.push(wallet.info)
  return () => {
    delete holder[wallet.namespace]
    holder.btc_providers = holder.btc_providers?.filter((entry) => entry !== wallet.info)
  }
}
