// sats-connect's wallet convention (WBIP-004 discovery): each wallet pushes
// `{ id, name, icon }` onto `window.btc_providers`, where `id` is the dotted path of its
// provider on `window` (Xverse: 'XverseProviders.BitcoinProvider'). The provider answers
// `request(method, params)` with a JSON-RPC envelope, `{ result }` or `{ error: { code,
// message } }` (refusal -32000), and `addListener(event, callback)` returns its removal.
// No sats-connect package is installed, so these shapes are written here.
import { fieldOf } from '@airlock/core/internal'

export interface SatsProviderInfo {
  readonly id: string
  readonly name: string
  readonly icon?: string
}

export type SatsResponse =
  | { readonly result: unknown }
  | { readonly error: { readonly code?: number; readonly message?: string } }

export interface SatsProvider {
  readonly request: (method: string, params: unknown) => Promise<SatsResponse>
  readonly addListener?: (event: string, callback: (event: unknown) => void) => () => void
}

/** sats-connect's Address: one per purpose. */
export interface SatsAddress {
  readonly address: string
  readonly publicKey?: string
  readonly purpose?: string
  readonly addressType?: string
}

function providerAt(target: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[part]
          : undefined,
      target,
    )
}

/** The listed wallets whose provider is really there (page input: the rest is ignored). */
export function satsConnectProviders(
  target: object | undefined,
): { readonly info: SatsProviderInfo; readonly provider: SatsProvider }[] {
  const listed = (target as { btc_providers?: unknown } | undefined)?.btc_providers
  if (!target || !Array.isArray(listed)) return []
  return listed.flatMap((entry: Partial<SatsProviderInfo>) => {
    if (typeof entry?.id !== 'string' || typeof entry.name !== 'string') return []
    const provider = providerAt(target, entry.id) as Partial<SatsProvider> | undefined
    if (typeof provider?.request !== 'function') return []
    return [{ info: entry as SatsProviderInfo, provider: provider as SatsProvider }]
  })
}

/** One request, its envelope unwrapped: an `error` is thrown with its code. */
export async function satsRequest(
  provider: SatsProvider,
  method: string,
  params: unknown,
): Promise<unknown> {
  const response = await provider.request(method, params)
  if (response && 'result' in response) return response.result
  const error = fieldOf(response, 'error')
  const message = fieldOf(error, 'message')
  throw Object.assign(new Error(typeof message === 'string' ? message : `${method} failed`), {
    code: fieldOf(error, 'code'),
  })
}
