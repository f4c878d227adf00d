// Loaded only when a sign-in is checked (it brings viem's secp256k1 recovery).
import { type Hex, isAddressEqual, recoverMessageAddress } from 'viem'
import type { SignInSession } from '../domain/types'

/** eip155 EOAs: the address recovered from the signature is the account's. */
export async function verifyEoaSignature({
  data,
  message,
  signature,
}: SignInSession): Promise<boolean> {
  try {
    const signer = await recoverMessageAddress({ message, signature: signature as Hex })
    return isAddressEqual(signer, data.accountAddress as Hex)
  } catch {
    // Not a signature at all (wrong length, not hex): not the account's.
    return false
  }
}
