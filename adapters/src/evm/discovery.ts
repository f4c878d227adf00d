// EIP-6963 discovery plus the legacy `window.ethereum` fallback, deduplicated: an announced
// wallet is listed once (by rdns), and the legacy provider only when no announced wallet is
// the same provider. Written against an EventTarget so it runs in a page or in Node tests.
// Issue 28: announcements are page input that any script can send, copying a real wallet's uuid
// and rdns. The first provider to claim an rdns (or a uuid) keeps it: a wallet's content script
// announces before the page's scripts run. Another provider claiming it later is not listed, and
// the wallet is marked impersonated: the visitor is told, and it is not reconnected silently.
import type { Connector, Eip1193Provider } from '@airlock/core/adapter'

export interface Eip6963ProviderInfo {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

interface AnnounceDetail {
  readonly info?: Partial<Eip6963ProviderInfo>
  readonly provider?: Eip1193Provider
}

/** spec §5 Browser Wallet: the generic connector for whatever `window.ethereum` holds. */
export const LEGACY_CONNECTOR_ID = 'injected'

export interface DiscoveryOptions {
  readonly target?: EventTarget
  /** The legacy provider, read when discovery starts; `window.ethereum` by default. */
  readonly legacyProvider?: () => Eip1193Provider | undefined
}

function isAnnouncement(detail: unknown): detail is Required<AnnounceDetail> & {
  info: Eip6963ProviderInfo
} {
  const { info, provider } = (detail ?? {}) as AnnounceDetail
  return (
    typeof info?.rdns === 'string' &&
    info.rdns !== '' &&
    typeof info.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof provider?.request === 'function'
  )
}

export function watchInjected(
  onChange: (connectors: readonly Connector[]) => void,
  { target = globalThis.window, legacyProvider = defaultLegacyProvider }: DiscoveryOptions = {},
): () => void {
  if (!target) {
    onChange([])
    return () => {}
  }
  /** The first claimant of each rdns, by rdns; its uuid beside it. */
  const announced = new Map<string, { readonly uuid: string; readonly connector: Connector }>()
  /** rdns another provider also claimed (by its rdns, or by the first claimant's uuid). */
  const impersonated = new Set<string>()
  const publish = () => {
    const connectors = [...announced.values()].map(({ connector }) =>
      impersonated.has(connector.id)
        ? { ...connector, info: { ...connector.info, impersonated: true } }
        : connector,
    )
    const legacy = legacyProvider()
    if (legacy && !connectors.some((connector) => connector.provider === legacy)) {
      connectors.push({
        id: LEGACY_CONNECTOR_ID,
        name: 'Browser Wallet',
        type: 'INJECTED',
        provider: legacy,
        chain: 'eip155',
      })
    }
    onChange(connectors)
  }
  const onAnnounce = (event: Event) => {
    // An announcement is untrusted page input: anything malformed is ignored.
    const detail = (event as CustomEvent<unknown>).detail
    if (!isAnnouncement(detail)) return
    const { info, provider } = detail
    const claimed = [...announced.values()].find(
      (first) => first.connector.id === info.rdns || first.uuid === info.uuid,
    )
    // A wallet announces again on every request; another provider under its name is not it.
    if (claimed && claimed.connector.provider !== provider) {
      impersonated.add(claimed.connector.id)
      return publish()
    }
    if (claimed && claimed.connector.id !== info.rdns) return
    announced.set(info.rdns, {
      uuid: info.uuid,
      connector: {
        id: info.rdns,
        name: info.name,
        imageUrl: info.icon,
        type: 'ANNOUNCED',
        info: { rdns: info.rdns },
        provider,
        chain: 'eip155',
      },
    })
    publish()
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  publish()
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}

function defaultLegacyProvider(): Eip1193Provider | undefined {
  const ethereum = (globalThis as { ethereum?: Eip1193Provider }).ethereum
  return typeof ethereum?.request === 'function' ? ethereum : undefined
}
