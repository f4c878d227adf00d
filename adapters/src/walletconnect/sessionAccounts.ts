// A settled session's accounts per namespace (CAIP-10 `namespace:reference:address`) and the
// chains the wallet approved, read from the session's namespaces.
import type { ChainNamespace } from '@airlock/core/adapter'
import type { SessionTypes } from '@walletconnect/types'

export interface NamespaceAccount {
  /** The CAIP-2 chain id, e.g. `eip155:1`. */
  readonly caipNetworkId: string
  readonly address: string
}

export function sessionAccounts(
  session: SessionTypes.Struct,
  namespace: ChainNamespace,
): readonly NamespaceAccount[] {
  const accounts = session.namespaces[namespace]?.accounts ?? []
  return accounts.flatMap((caip10) => {
    const parts = caip10.split(':')
    if (parts.length !== 3 || parts[0] !== namespace) return []
    return [{ caipNetworkId: `${parts[0]}:${parts[1]}`, address: parts[2] ?? '' }]
  })
}

/** The approved chains of a namespace: its `chains`, else those its accounts name. */
export function sessionChains(
  session: SessionTypes.Struct,
  namespace: ChainNamespace,
): readonly string[] {
  const listed = session.namespaces[namespace]?.chains ?? []
  const fromAccounts = sessionAccounts(session, namespace).map((account) => account.caipNetworkId)
  return [...new Set([...listed, ...fromAccounts])]
}

/** The distinct addresses of a namespace, in the wallet's order. */
export function sessionAddresses(
  session: SessionTypes.Struct,
  namespace: ChainNamespace,
): readonly string[] {
  return [...new Set(sessionAccounts(session, namespace).map((account) => account.address))]
}

export function sessionNamespaces(session: SessionTypes.Struct): readonly ChainNamespace[] {
  return Object.keys(session.namespaces) as ChainNamespace[]
}
