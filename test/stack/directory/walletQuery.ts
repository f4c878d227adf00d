// spec §7 getWallets: the query parameters, and the filter-then-page they ask for. `count` is
// how many wallets match before paging, so a client can tell whether another page exists.
import type { WalletFixture } from './walletFixture'

export interface WalletQuery {
  /** 1-based. */
  readonly page: number
  readonly entries: number
  /** Only these wallet ids. */
  readonly include?: ReadonlySet<string>
  /** Not these wallet ids. */
  readonly exclude?: ReadonlySet<string>
  /** Wallets that support any of these CAIP-2 chains. */
  readonly chains?: ReadonlySet<string>
  /** Case-insensitive substring of the name. */
  readonly search?: string
  readonly certifiedOnly: boolean
}

export type ParsedWalletQuery =
  | { readonly ok: true; readonly query: WalletQuery }
  | { readonly ok: false; readonly message: string }

/** spec §9: the widget's page size, used when a caller leaves `entries` out. */
const DEFAULT_ENTRIES = 40

function positiveInteger(value: string | null, fallback: number): number | undefined {
  if (value === null || value === '') return fallback
  if (!/^\d+$/.test(value)) return undefined
  const number = Number(value)
  return number >= 1 ? number : undefined
}

/** A comma-separated list as a set; absent or empty means "no filter". */
function idSet(value: string | null): ReadonlySet<string> | undefined {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
  return ids.length === 0 ? undefined : new Set(ids)
}

export function parseWalletQuery(params: URLSearchParams): ParsedWalletQuery {
  const page = positiveInteger(params.get('page'), 1)
  if (page === undefined) return { ok: false, message: 'page must be an integer ≥ 1' }
  const entries = positiveInteger(params.get('entries'), DEFAULT_ENTRIES)
  if (entries === undefined) return { ok: false, message: 'entries must be an integer ≥ 1' }
  const badgeType = params.get('badge_type')
  if (badgeType !== null && badgeType !== '' && badgeType !== 'certified' && badgeType !== 'none') {
    return { ok: false, message: 'badge_type must be certified or none' }
  }
  const search = params.get('search') ?? ''
  return {
    ok: true,
    query: {
      page,
      entries,
      include: idSet(params.get('include')),
      exclude: idSet(params.get('exclude')),
      chains: idSet(params.get('chains')),
      search: search === '' ? undefined : search,
      certifiedOnly: badgeType === 'certified',
    },
  }
}

function matchesQuery(wallet: WalletFixture, query: WalletQuery): boolean {
  const { include, exclude, chains, search } = query
  if (include && !include.has(wallet.id)) return false
  if (exclude?.has(wallet.id)) return false
  if (chains && !wallet.chains.some((chain) => chains.has(chain))) return false
  if (search && !wallet.name.toLowerCase().includes(search.toLowerCase())) return false
  return !query.certifiedOnly || wallet.badge_type === 'certified'
}

/** The requested page of the matching wallets, in fixture order, and how many match in all. */
export function selectWallets(
  wallets: readonly WalletFixture[],
  query: WalletQuery,
): { readonly data: readonly WalletFixture[]; readonly count: number } {
  const matching = wallets.filter((wallet) => matchesQuery(wallet, query))
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}
