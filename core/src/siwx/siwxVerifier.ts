// Who checks a sign-in signature. The default for eip155 recovers the signer locally with viem
// (an EOA's personal_sign); smart accounts (ERC-1271, ERC-6492) need their chain, so the EVM
// adapter offers a verifier that asks the node (`evmSiwxVerifier` in @airlock/adapters/evm).
// The recovery code loads on the first check, not with the page.
import type { ChainNamespace } from '../domain/namespaces'
import type { SignInSession } from '../domain/types'

export interface SiwxVerifier {
  readonly chainNamespace: ChainNamespace
  /** Whether the session's signature is its account's signature of its message. */
  readonly verify: (session: SignInSession) => Promise<boolean>
}

/** eip155 EOAs, offline. */
export const localEvmSiwxVerifier: SiwxVerifier = {
  chainNamespace: 'eip155',
  verify: async (session) => (await import('./verifyEoaSignature')).verifyEoaSignature(session),
}
