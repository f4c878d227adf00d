// ADR-036 arbitrary-message signing as Keplr does it: the message becomes an amino sign doc
// with one `sign/MsgSignData` (signer, base64 data), empty chain id, zero account number,
// sequence and fee, serialized as sorted JSON with &, <, > escaped (cosmjs serializeSignDoc);
// the secp256k1 signature is over sha256 of those bytes, 64 bytes r ‖ s (low-s), base64.
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'

export function adr036SignDoc(signer: string, data: Uint8Array) {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: base64.encode(data) } }],
    memo: '',
  }
}

function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${sortedJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** cosmjs serializeSignDoc: sorted JSON, &, <, > as \u escapes, UTF-8. */
export function serializeSignDoc(doc: unknown): Uint8Array {
  const escaped = sortedJson(doc)
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
  return new TextEncoder().encode(escaped)
}

export const messageBytes = (data: string | Uint8Array) =>
  typeof data === 'string' ? new TextEncoder().encode(data) : data

export function signAdr036(privateKey: Uint8Array, signer: string, data: string | Uint8Array) {
  const digest = sha256(serializeSignDoc(adr036SignDoc(signer, messageBytes(data))))
  return secp256k1.sign(digest, privateKey, { lowS: true }).toCompactRawBytes()
}

/** The verifier's side, for tests: rebuilds the sign doc and checks the signature. */
export function verifyAdr036(
  publicKey: Uint8Array,
  signer: string,
  data: string | Uint8Array,
  signature: Uint8Array,
): boolean {
  const digest = sha256(serializeSignDoc(adr036SignDoc(signer, messageBytes(data))))
  return secp256k1.verify(signature, digest, publicKey, { lowS: true })
}
