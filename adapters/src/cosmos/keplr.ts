// The Keplr injection convention, which Leap and others copy under their own name:
// `window.keplr` with enable(chainId), getKey(chainId) and signArbitrary (ADR-036), and a
// `keplr_keystorechange` window event when the person switches keys. No Keplr package is
// installed, so the shapes the adapter reads are written here.
import type { Connector } from '@airlock/core/adapter'
import { readNowAndAtLoad } from '../injected/readNowAndAtLoad'

export interface KeplrKey {
  readonly name: string
  readonly algo: string
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  readonly bech32Address: string
  readonly isNanoLedger: boolean
}

/** ADR-036 / amino StdSignature; both values base64. */
export interface StdSignature {
  readonly pub_key: { readonly type: string; readonly value: string }
  readonly signature: string
}

export interface Keplr {
  readonly enable: (chainIds: string | readonly string[]) => Promise<void>
  readonly getKey: (chainId: string) => Promise<KeplrKey>
  readonly signArbitrary: (
    chainId: string,
    signer: string,
    data: string | Uint8Array,
  ) => Promise<StdSignature>
  readonly disable?: (chainIds?: string | readonly string[]) => Promise<void>
}

export const KEYSTORE_CHANGE_EVENT = 'keplr_keystorechange'

/** Where each Keplr-style wallet injects itself, and the name it shows. */
export const keplrInjections: readonly { readonly key: string; readonly name: string }[] = [
  { key: 'keplr', name: 'Keplr' },
  { key: 'leap', name: 'Leap' },
]

function isKeplr(value: unknown): value is Keplr {
  const candidate = value as Partial<Keplr> | undefined
  return (
    typeof candidate?.enable === 'function' &&
    typeof candidate.getKey === 'function' &&
    typeof candidate.signArbitrary === 'function'
  )
}

/** The Keplr-style wallets on `target`, by connector id (page input: malformed ones ignored). */
export function injectedKeplrs(target: object | undefined): Map<string, Keplr> {
  const found = new Map<string, Keplr>()
  for (const { key } of keplrInjections) {
    const value = (target as Record<string, unknown> | undefined)?.[key]
    if (isKeplr(value)) found.set(key, value)
  }
  return found
}

export function cosmosConnector(id: string, keplr: Keplr): Connector {
  return {
    id,
    name: keplrInjections.find((injection) => injection.key === id)?.name ?? id,
    type: 'INJECTED',
    provider: keplr,
    chain: 'cosmos',
  }
}

/** The Keplr-style wallets now and at `load`. */
export function watchKeplrs(
  onChange: (wallets: Map<string, Keplr>) => void,
  target: EventTarget | undefined,
): () => void {
  return readNowAndAtLoad(() => injectedKeplrs(target), onChange, target)
}
