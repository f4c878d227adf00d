// bip122 balance through the Blockchain API (spec §7 GET /v1/account/{address}/balance, with
// the SDK query of every GET): the native coin's entry, 0 when the address holds nothing.
// Bitcoin has no keyless public JSON-RPC (networks/bitcoin.ts), so the API is the one reader.
import type { Balance, CaipNetwork, WalletRpcError } from '@airlock/core/adapter'
import { RPC_TIMEOUT_MS, SDK_TYPE, SDK_VERSION } from '@airlock/core/internal'
import { Effect } from 'effect'
import { BalanceError } from '../errors/walletRpcErrors'

export interface BlockchainApiOptions {
  /** Base URL, e.g. the local stack's http://127.0.0.1:8560. */
  readonly url: string
  readonly projectId: string
}

interface BalanceEntry {
  readonly symbol?: unknown
  readonly address?: unknown
  readonly quantity?: { readonly numeric?: unknown }
}

const balanceError = (message: string, cause?: unknown) => new BalanceError({ message, cause })

/** The native entry of an API answer (no token `address`), decoded by hand at this edge. */
export function nativeBalance(body: unknown, network: CaipNetwork): Balance | undefined {
  const balances = (body as { balances?: unknown } | null)?.balances
  if (!Array.isArray(balances)) return undefined
  const symbol = network.nativeCurrency.symbol
  const native = (balances as BalanceEntry[]).find(
    (entry) => entry.symbol === symbol && entry.address === undefined,
  )
  const numeric = native?.quantity?.numeric
  if (native === undefined) return { balance: '0', symbol }
  return typeof numeric === 'string' ? { balance: numeric, symbol } : undefined
}

export function getApiBalance(
  api: BlockchainApiOptions,
  address: string,
  network: CaipNetwork,
): Effect.Effect<Balance, WalletRpcError> {
  const url = new URL(`/v1/account/${encodeURIComponent(address)}/balance`, api.url)
  url.search = new URLSearchParams({
    currency: 'usd',
    chainId: network.caipNetworkId,
    projectId: api.projectId,
    st: SDK_TYPE,
    sv: SDK_VERSION,
  }).toString()
  return Effect.tryPromise({
    try: async (signal) => {
      const response = await fetch(url, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(RPC_TIMEOUT_MS)]),
      })
      if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`)
      return (await response.json()) as unknown
    },
    catch: (cause) => balanceError(`The balance of ${address} could not be read.`, cause),
  }).pipe(
    Effect.flatMap((body) => {
      const balance = nativeBalance(body, network)
      return balance
        ? Effect.succeed(balance)
        : Effect.fail(balanceError('The Blockchain API answered an unexpected balance shape.'))
    }),
  )
}
