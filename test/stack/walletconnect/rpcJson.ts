// JSON-RPC framing for the relay. The SDK's request ids are 19-digit integers above 2^53, sent
// sometimes as strings and sometimes as numbers, and a reply must echo them exactly
// (notes/walletconnect-local-relay.md §1 "Request ids"): a numeric id of 16+ digits becomes a
// marked string before JSON.parse and a bare number again on output.

export type RpcId = string | number

const BIG_ID_MARK = 'relay-bigint-id:'
const bigNumericId = /("id"\s*:\s*)(\d{16,})(?=\s*[,}])/g
const markedBigId = new RegExp(`"id":"${BIG_ID_MARK}(\\d+)"`, 'g')

/** JSON.parse that keeps big numeric ids exact (as marked strings); throws on malformed text. */
export function parseRpcText(text: string): unknown {
  return JSON.parse(text.replace(bigNumericId, `$1"${BIG_ID_MARK}$2"`))
}

/** JSON.stringify that writes marked ids back as the bare numbers they arrived as. */
export function stringifyRpc(value: unknown): string {
  return JSON.stringify(value).replace(markedBigId, '"id":$1')
}

export type IncomingRpc =
  | {
      readonly kind: 'request'
      readonly id: RpcId
      readonly method: string
      readonly params: Readonly<Record<string, unknown>>
    }
  /** A client's reply, e.g. the ack of an `irn_subscription`: nothing to answer. */
  | { readonly kind: 'response' }
  | { readonly kind: 'invalid'; readonly id: RpcId | null }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isId = (value: unknown): value is RpcId =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

export function classifyRpc(value: unknown): IncomingRpc {
  if (!isRecord(value)) return { kind: 'invalid', id: null }
  const id = isId(value.id) ? value.id : null
  if (typeof value.method === 'string' && id !== null) {
    return {
      kind: 'request',
      id,
      method: value.method,
      params: isRecord(value.params) ? value.params : {},
    }
  }
  if (id !== null && ('result' in value || 'error' in value)) return { kind: 'response' }
  return { kind: 'invalid', id }
}

export const rpcResult = (id: RpcId, result: unknown) => ({ id, jsonrpc: '2.0', result })

export const rpcError = (id: RpcId | null, code: number, message: string) => ({
  id,
  jsonrpc: '2.0',
  error: { code, message },
})
