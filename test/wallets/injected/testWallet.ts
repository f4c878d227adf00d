// The injected test wallet (issue 4): an EIP-1193 provider backed by a viem local account and
// the local nodes, announced by EIP-6963 (tests of the adapter's legacy window.ethereum fallback
// hand it over through the adapter's `legacyProvider` option). Scriptable for tests: reject the
// next call of a method (4001), never answer it, switch account, disconnect. A real wallet's
// behaviour on the wire, without a person clicking. Smart sessions (ERC-7715) are in
// ./permissions. About 300 lines: one switch over the methods it answers.

import {
  createWalletClient,
  type Hex,
  http,
  isHex,
  type LocalAccount,
  numberToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type AssetDiscovery, assetsAnswer, capabilitiesAnswer } from '../assetDiscovery'
import { createPermissions } from './permissions'
import { providerError } from './providerError'

/** anvil's first dev account: funded with 10,000 ETH and holding the fixture tokens. */
export const DEV_PRIVATE_KEY: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export interface WalletChain {
  readonly id: number
  readonly rpcUrl: string
  readonly name?: string
}

export interface WalletInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

export interface TestWalletOptions {
  readonly chains: readonly WalletChain[]
  readonly chainId?: number
  readonly privateKey?: Hex
  readonly info?: Partial<WalletInfo>
  /** Already trusting the site, as after an earlier visit (eth_accounts answers). */
  readonly authorized?: boolean
  /** Where the wallet registers the smart sessions it grants (its co-signer): the local
   * Blockchain API's base URL. Without it, grants are kept by the wallet alone. */
  readonly coSignerUrl?: string
  /** spec §7: the wallet discovers assets (wallet_getCapabilities / wallet_getAssets). */
  readonly assetDiscovery?: AssetDiscovery
  /** A signer that sends nothing itself (a hardware or MPC wallet): eth_sendTransaction is an
   * unsupported method (4200); eth_signTransaction signs. */
  readonly signsOnly?: boolean
  /** eth_sendRawTransaction is an unsupported method too (the dapp must go to a node). */
  readonly refusesRawTransactions?: boolean
}

type Listener = (...values: unknown[]) => void

/** The gas limit `sendWithFixedGasNext` uses: enough for any token transfer. */
const MANUAL_GAS_LIMIT = 200_000n

export interface Eip1193Provider {
  request(arguments_: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
}

const defaultIcon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%236e56cf"/%3E%3C/svg%3E'

export function createTestWallet(options: TestWalletOptions) {
  const chains = new Map(options.chains.map((chain) => [chain.id, chain]))
  let chainId = options.chainId ?? options.chains[0]?.id ?? 1
  let account: LocalAccount = privateKeyToAccount(options.privateKey ?? DEV_PRIVATE_KEY)
  let authorized = options.authorized ?? false
  const info: WalletInfo = {
    uuid: options.info?.uuid ?? crypto.randomUUID(),
    name: options.info?.name ?? 'Airlock Test Wallet',
    icon: options.info?.icon ?? defaultIcon,
    rdns: options.info?.rdns ?? 'dev.airlock.testwallet',
  }
  const listeners = new Map<string, Set<Listener>>()
  const scripts = new Map<string, ('reject' | 'hang' | 'fixedGas' | 'ignore')[]>()
  const requests: { method: string; params?: unknown }[] = []
  const { coSignerUrl } = options
  const permissions = createPermissions({
    coSignerUrl,
    account: () => account.address,
    chainId: () => chainId,
  })

  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...values)
  }
  const chain = () => {
    const current = chains.get(chainId)
    if (!current)
      throw providerError(4901, `The wallet is on chain ${chainId}, which it cannot reach`)
    return current
  }
  const walletClient = () =>
    createWalletClient({ account, transport: http(chain().rpcUrl), chain: undefined })
  const forward = async (method: string, params: unknown) => {
    const response = await fetch(chain().rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
    if (body.error) throw providerError(body.error.code, body.error.message, body.error.data)
    return body.result
  }
  const requireAuthorized = () => {
    if (!authorized)
      throw providerError(
        4100,
        'The requested account and/or method has not been authorized by the user.',
      )
  }

  const unsupported = (method: string) =>
    providerError(4200, `The wallet does not support ${method}`)

  async function sendTransaction(
    transaction: Record<string, unknown>,
    { fixedGas = false } = {},
  ): Promise<Hex> {
    const request = transactionRequest(transaction, fixedGas)
    return walletClient().sendTransaction(request)
  }

  async function signTransaction(transaction: Record<string, unknown>): Promise<Hex> {
    const prepared = await walletClient().prepareTransactionRequest(
      transactionRequest(transaction, false),
    )
    return account.signTransaction(prepared as Parameters<LocalAccount['signTransaction']>[0])
  }

  function transactionRequest(transaction: Record<string, unknown>, fixedGas: boolean) {
    requireAuthorized()
    const from = typeof transaction.from === 'string' ? transaction.from.toLowerCase() : undefined
    if (from && from !== account.address.toLowerCase()) {
      throw providerError(4100, `The wallet does not hold ${transaction.from}`)
    }
    // As MetaMask does: a transaction for another chain than the wallet's is refused.
    if (typeof transaction.chainId === 'string' && Number(transaction.chainId) !== chainId) {
      throw providerError(
        -32602,
        `Invalid chainId ${transaction.chainId}: the wallet is on ${numberToHex(chainId)}`,
      )
    }
    const quantity = (value: unknown) => (typeof value === 'string' ? BigInt(value) : undefined)
    return {
      account,
      chain: null,
      to: transaction.to as Hex | undefined,
      data: transaction.data as Hex | undefined,
      value: quantity(transaction.value),
      // A person who set the gas limit by hand: no estimate, so a failing call is mined and reverts.
      gas: fixedGas ? MANUAL_GAS_LIMIT : quantity(transaction.gas),
      maxFeePerGas: quantity(transaction.maxFeePerGas),
      maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
    } as Parameters<ReturnType<typeof walletClient>['sendTransaction']>[0]
  }

  async function handle(method: string, params: unknown, fixedGas = false): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        emit('connect', { chainId: numberToHex(chainId) })
        return [account.address]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'personal_sign': {
        requireAuthorized()
        const [message] = list as [Hex | string]
        const raw = isHex(message) ? { raw: message } : message
        return account.signMessage({ message: raw })
      }
      case 'eth_signTypedData_v4': {
        requireAuthorized()
        const [, json] = list as [string, string]
        const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
        const { EIP712Domain: _, ...types } = typed.types as Record<string, unknown>
        return account.signTypedData({ ...typed, types } as TypedDataDefinition)
      }
      case 'eth_sendTransaction':
        if (options.signsOnly) throw unsupported(method)
        return sendTransaction(list[0] as Record<string, unknown>, { fixedGas })
      case 'eth_signTransaction':
        return signTransaction(list[0] as Record<string, unknown>)
      case 'eth_sendRawTransaction':
        if (options.refusesRawTransactions) throw unsupported(method)
        return forward(method, params)
      case 'wallet_switchEthereumChain': {
        const [{ chainId: requested }] = list as [{ chainId: Hex }]
        const id = Number(requested)
        if (!chains.has(id))
          throw providerError(
            4902,
            `Unrecognized chain ID "${requested}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        if (id !== chainId) {
          chainId = id
          emit('chainChanged', numberToHex(id))
        }
        return null
      }
      case 'wallet_addEthereumChain': {
        const [{ chainId: requested, rpcUrls, chainName }] = list as [
          { chainId: Hex; rpcUrls: readonly string[]; chainName?: string },
        ]
        const rpcUrl = rpcUrls[0]
        if (!rpcUrl) throw providerError(-32602, 'rpcUrls must hold at least one URL')
        chains.set(Number(requested), { id: Number(requested), rpcUrl, name: chainName })
        return handle('wallet_switchEthereumChain', [{ chainId: requested }])
      }
      case 'wallet_getCapabilities':
        return capabilitiesAnswer([...chains.keys()], options.assetDiscovery)
      case 'wallet_getAssets':
        requireAuthorized()
        return assetsAnswer(params, {
          address: account.address,
          discovery: options.assetDiscovery,
          rpcUrlOf: (id) => chains.get(id)?.rpcUrl,
        })
      case 'wallet_sendCalls': {
        const [{ calls }] = list as [{ calls: readonly Record<string, unknown>[] }]
        const hashes: Hex[] = []
        for (const call of calls)
          hashes.push(await sendTransaction({ ...call, from: account.address }))
        return { id: hashes.at(-1) ?? '0x' }
      }
      case 'wallet_grantPermissions':
        requireAuthorized()
        return permissions.grant(list[0] ?? params)
      case 'wallet_revokePermissions':
        // ERC-7715 names a permissions context; EIP-2255 (disconnect) names none.
        if (permissions.isErc7715Revoke(list[0] ?? params)) {
          requireAuthorized()
          return permissions.revoke(list[0] ?? params)
        }
        authorized = false
        emit('accountsChanged', [])
        return null
      default:
        return forward(method, params)
    }
  }

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      requests.push({ method, params })
      const script = scripts.get(method)?.shift()
      if (script === 'reject') throw providerError(4001, 'User rejected the request.')
      if (script === 'hang') return new Promise(() => {})
      if (script === 'ignore') return null
      return handle(method, params, script === 'fixedGas')
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }

  return {
    info,
    provider,
    get address() {
      return account.address
    },
    get chainId() {
      return chainId
    },
    controls: {
      requests: () => [...requests],
      /** ERC-7715 permissions contexts the wallet holds (granted, not revoked). */
      permissionsContexts: () => permissions.contexts(),
      rejectNext(method: string) {
        scripts.set(method, [...(scripts.get(method) ?? []), 'reject'])
      },
      /** The next transaction goes out with a hand-set gas limit: one that fails is mined, reverted. */
      sendWithFixedGasNext() {
        scripts.set('eth_sendTransaction', [
          ...(scripts.get('eth_sendTransaction') ?? []),
          'fixedGas',
        ])
      },
      /** The next `method` is answered (null) and not done, as EIP-3085/3326 allow a wallet: a
       * switch or an add-chain that leaves the wallet where it was. */
      ignoreNext(method: string) {
        scripts.set(method, [...(scripts.get(method) ?? []), 'ignore'])
      },
      hangNext(method: string) {
        scripts.set(method, [...(scripts.get(method) ?? []), 'hang'])
      },
      authorize(value = true) {
        authorized = value
      },
      switchAccount(privateKey: Hex) {
        account = privateKeyToAccount(privateKey)
        emit('accountsChanged', authorized ? [account.address] : [])
      },
      /** The wallet's link to its node drops for a moment (MetaMask's disconnect 1013, "try again
       * later"): the site keeps its account. */
      dropTransiently() {
        emit('disconnect', providerError(1013, 'Try again later'))
      },
      /** The wallet drops the connection by itself (EIP-1193 disconnect, code 4900). */
      disconnect() {
        authorized = false
        emit('disconnect', providerError(4900, 'The provider is disconnected from all chains.'))
      },
    },
  }
}

export type TestWallet = ReturnType<typeof createTestWallet>

/**
 * EIP-6963: answer every `eip6963:requestProvider` on `target` with an announcement, and
 * announce once now. Returns the cleanup.
 */
export function announceTestWallet(
  wallet: TestWallet,
  target: EventTarget = globalThis.window,
): () => void {
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: wallet.info, provider: wallet.provider }),
      }),
    )
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
