// The polkadot extension injection convention (@polkadot/extension-inject): each extension
// sets `window.injectedWeb3[name] = { version, enable(originName) }`, and `enable` answers the
// Injected API: accounts (get, subscribe) and a signer (signRaw). No @polkadot package is
// installed, so the shapes the adapter reads are written here.
import type { Connector } from '@airlock/core/adapter'
import { readNowAndAtLoad } from '../injected/readNowAndAtLoad'

export interface InjectedAccount {
  readonly address: string
  readonly genesisHash?: string | null
  readonly name?: string
  readonly type?: string
}

export interface SignerRaw {
  readonly address: string
  /** Hex of the bytes to sign; the extension wraps them in `<Bytes>…</Bytes>`. */
  readonly data: string
  readonly type: 'bytes' | 'payload'
}

export interface Injected {
  readonly accounts: {
    readonly get: (anyType?: boolean) => Promise<readonly InjectedAccount[]>
    readonly subscribe: (callback: (accounts: readonly InjectedAccount[]) => void) => () => void
  }
  readonly signer: {
    readonly signRaw?: (
      raw: SignerRaw,
    ) => Promise<{ readonly id: number; readonly signature: string }>
  }
}

export interface InjectedExtension {
  readonly version?: string
  readonly enable: (originName: string) => Promise<Injected>
}

/** Display names of the extensions that inject under a short key. */
const knownNames: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
}

/** The well-formed extensions on `target.injectedWeb3` (page input: anything else is ignored). */
export function injectedExtensions(target: object | undefined): Map<string, InjectedExtension> {
  const injected = (target as { injectedWeb3?: unknown } | undefined)?.injectedWeb3
  const found = new Map<string, InjectedExtension>()
  if (typeof injected !== 'object' || injected === null) return found
  for (const [name, extension] of Object.entries(injected)) {
    if (typeof (extension as Partial<InjectedExtension>)?.enable === 'function') {
      found.set(name, extension as InjectedExtension)
    }
  }
  return found
}

/** An extension's name for people: its known name, else its key in words (issue 25: the
 * Connect view listed `airlock-test-wallet`). */
export function extensionDisplayName(key: string): string {
  const known = knownNames[key]
  if (known) return known
  const words = key.split(/[-_\s]+/).filter((word) => word !== '')
  return words.length === 0
    ? key
    : words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
}

export function polkadotConnector(name: string, extension: InjectedExtension): Connector {
  return {
    id: name,
    name: extensionDisplayName(name),
    type: 'INJECTED',
    provider: extension,
    chain: 'polkadot',
  }
}

/** The injectedWeb3 extensions now and at `load`. */
export function watchInjectedWeb3(
  onChange: (extensions: Map<string, InjectedExtension>) => void,
  target: EventTarget | undefined,
): () => void {
  return readNowAndAtLoad(() => injectedExtensions(target), onChange, target)
}
