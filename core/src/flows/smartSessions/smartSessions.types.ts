// Smart sessions (ERC-7715): what a host asks for, and a session as the widget keeps it.
import type { HttpError } from '../../errors/http'
import type { SmartSession } from '../../services/blockchainApi/responses'

/** One ERC-7715 permission (`native-token-recurring-allowance`, `contract-call`, …). */
export interface PermissionRequest {
  readonly type: string
  readonly data: unknown
  readonly required?: boolean
}

/**
 * ERC-7715 `wallet_grantPermissions` as a host asks for it. The widget adds the account
 * (`address`) and the active network's `chainId` when it sends the request to the wallet.
 */
export interface GrantPermissionsRequest {
  /** Unix seconds after which the session ends. */
  readonly expiry: number
  readonly permissions: readonly PermissionRequest[]
  readonly policies?: readonly { readonly type: string; readonly data: unknown }[]
  /** Who may use the permissions (a dapp key, …); the wallet's default when absent. */
  readonly signer?: { readonly type: string; readonly data: unknown }
}

/** A session this account granted, as the widget keeps it (and stores it across reloads). */
export interface SmartSessionEntry {
  /** The session's id at the co-signer: its pci (spec §7 `GET /v1/sessions/{id}`). */
  readonly id: string
  /** The CAIP-10 account that granted it (and signs its revocation). */
  readonly account: string
  /** ERC-7715: what the wallet hands back, and wants again in wallet_revokePermissions. */
  readonly permissionsContext: string
  /** Unix seconds, as the wallet granted it. */
  readonly expiry: number
  /** The record read back from the API; absent until read, or when the read failed. */
  readonly record?: SmartSession
  /** Why the record could not be read (the entry itself is kept). */
  readonly readError?: HttpError
}

/** spec §8: a revoke either succeeded (with the record read again) or answered false. */
export interface RevokeOutcome {
  readonly success: boolean
  readonly record?: SmartSession
}
