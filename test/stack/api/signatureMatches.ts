// Whether `signature` is `address`'s personal_sign of `message` (names and smart sessions,
// spec §7). A malformed signature is a mismatch, not a server error.
import { type Address, isHex, verifyMessage } from 'viem'

export async function signatureMatches(
  address: Address,
  message: string,
  signature: string,
): Promise<boolean> {
  if (!isHex(signature)) return false
  try {
    return await verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
