// The test wallet's smart sessions (ERC-7715). `wallet_grantPermissions` checks the request,
// registers the session with the wallet's co-signer (locally: the Blockchain API's
// `POST /__airlock/sessions`, so spec §7 `GET /v1/sessions/{id}` knows it) and answers the
// request with its `context`, `pci` (the session's id at the co-signer) and `expiry`.
// `wallet_revokePermissions` with `{ permissionContext }` forgets that context. It offers none
// of the renamed methods (wallet_requestExecutionPermissions, …): the widget falls back.
import { type Address, keccak256, numberToHex, stringToHex } from 'viem'
import { providerError } from './providerError'

interface PermissionsRequest {
  readonly chainId?: string
  readonly expiry: number
  readonly permissions: readonly { readonly type: string; readonly data?: unknown }[]
  readonly policies?: readonly unknown[]
  readonly signer?: unknown
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function checked(request: unknown, chainId: number): PermissionsRequest {
  const invalid = (why: string) => providerError(-32602, `Invalid permissions request: ${why}`)
  if (!isObject(request)) throw invalid('expected an object')
  const { expiry, permissions, chainId: asked } = request
  if (typeof expiry !== 'number' || !Number.isFinite(expiry)) throw invalid('expiry')
  if (expiry <= Math.floor(Date.now() / 1000)) throw invalid('expiry is in the past')
  if (
    !Array.isArray(permissions) ||
    permissions.length === 0 ||
    !permissions.every((each) => isObject(each) && typeof each.type === 'string')
  ) {
    throw invalid('permissions')
  }
  if (asked !== undefined && Number(asked) !== chainId) throw invalid(`chainId ${String(asked)}`)
  return request as unknown as PermissionsRequest
}

export function createPermissions(options: {
  readonly coSignerUrl?: string
  readonly account: () => Address
  readonly chainId: () => number
}) {
  /** permissionsContext → pci. */
  const granted = new Map<string, string>()

  async function register(id: string, session: Record<string, unknown>) {
    if (!options.coSignerUrl) return
    const response = await fetch(`${options.coSignerUrl}/__airlock/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, account: options.account(), session }),
    })
    if (!response.ok) {
      throw providerError(-32603, `The co-signer refused the session (${response.status})`)
    }
  }

  return {
    async grant(params: unknown) {
      const request = checked(params, options.chainId())
      const pci = crypto.randomUUID()
      const permissionsContext = keccak256(stringToHex(`${options.account()}:${pci}`))
      const origin = (globalThis as { location?: Location }).location?.origin
      const title = (globalThis as { document?: Document }).document?.title
      await register(pci, {
        pci,
        project: { id: origin ?? 'local', ...(title ? { name: title } : {}) },
        expiry: request.expiry,
        createdAt: Math.floor(Date.now() / 1000),
        permissions: request.permissions,
        policies: request.policies ?? [],
        context: permissionsContext,
      })
      granted.set(permissionsContext, pci)
      return {
        chainId: numberToHex(options.chainId()),
        address: options.account(),
        expiry: request.expiry,
        signer: request.signer,
        permissions: request.permissions,
        policies: request.policies ?? [],
        // The ERC-7715 drafts' name for it.
        context: permissionsContext,
        pci,
      }
    },
    /** ERC-7715 `{ permissionContext }` (the drafts' name), as opposed to EIP-2255's
     * `{ eth_accounts: {} }`. */
    isErc7715Revoke: (params: unknown) =>
      isObject(params) && typeof params.permissionContext === 'string',
    revoke(params: unknown) {
      const { permissionContext: permissionsContext } = params as { permissionContext: string }
      if (!granted.delete(permissionsContext)) {
        throw providerError(-32602, `Unknown permissions context ${permissionsContext}`)
      }
      return null
    },
    contexts: () => [...granted.keys()],
  }
}
