/**
 * The codecs of @scure/base throw on bad input; the address rules return results, so each call
 * goes through here and a throw becomes `undefined`.
 */
export function decodeOrUndefined<T>(decode: () => T): T | undefined {
  try {
    return decode()
  } catch {
    return undefined
  }
}
