// A smart session (ERC-7715) as a row shows it: the API's record where it was read, else what
// the wallet answered when it granted the session.
import type { SmartSessionEntry } from '@airlock/core'

export interface SessionRow {
  readonly id: string
  /** The app the session was granted to, when the API names it. */
  readonly project?: string
  /** Unix seconds. */
  readonly expiry: number
  readonly expired: boolean
  /** The permissions' types, readable: `Native token recurring allowance`. */
  readonly permissions: readonly string[]
  readonly revoked: boolean
  /** The API could not be read for this session. */
  readonly detailsUnavailable: boolean
}

/** `native-token-recurring-allowance` → `Native token recurring allowance`. */
export function permissionName(type: string): string {
  const words = type.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function sessionRow(entry: SmartSessionEntry, nowSeconds: number): SessionRow {
  const { record } = entry
  const expiry = record?.expiry ?? entry.expiry
  const types = (record?.permissions ?? []).flatMap((permission) => {
    const type = (permission as { type?: unknown } | null)?.type
    return typeof type === 'string' ? [permissionName(type)] : []
  })
  return {
    id: entry.id,
    project: record?.project?.name ?? record?.project?.id,
    expiry,
    expired: expiry <= nowSeconds,
    permissions: types,
    revoked: record?.revokedAt !== undefined,
    detailsUnavailable: record === undefined,
  }
}
