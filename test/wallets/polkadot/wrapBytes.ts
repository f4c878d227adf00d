// The polkadot extension convention for signRaw of type 'bytes' (@polkadot/util u8aWrapBytes):
// the signed bytes are the data between `<Bytes>` and `</Bytes>`, so a signed message can never
// be a valid extrinsic. Data that already carries the wrapping is signed as it is.
const open = new TextEncoder().encode('<Bytes>')
const close = new TextEncoder().encode('</Bytes>')

const startsWith = (bytes: Uint8Array, part: Uint8Array, at = 0) =>
  part.every((byte, index) => bytes[at + index] === byte)

export function isWrapped(bytes: Uint8Array): boolean {
  return (
    bytes.length >= open.length + close.length &&
    startsWith(bytes, open) &&
    startsWith(bytes, close, bytes.length - close.length)
  )
}

export function wrapBytes(bytes: Uint8Array): Uint8Array {
  return isWrapped(bytes) ? bytes : Uint8Array.of(...open, ...bytes, ...close)
}
