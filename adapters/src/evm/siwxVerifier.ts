// Issue 12: eip155 sign-in signatures from any account: an EOA's is recovered locally; a smart
// account's is checked by its chain (ERC-1271 `isValidSignature`, or ERC-6492 for an account not
// deployed yet) through viem's verifyMessage on the network's node.
import { localEvmSiwxVerifier } from '@airlock/core'
import type { CaipNetwork, SignInSession, SiwxVerifier } from '@airlock/core/adapter'
import type { Address, Hex } from 'viem'

export interface EvmSiwxVerifierOptions {
  readonly networks: readonly CaipNetwork[]
  /** Node URLs per chain id, over each network's own (as createEvmAdapter takes them). */
  readonly rpcUrls?: Readonly<Record<number, readonly string[]>>
}

export function evmSiwxVerifier({ networks, rpcUrls }: EvmSiwxVerifierOptions): SiwxVerifier {
  async function onChain({ data, message, signature }: SignInSession): Promise<boolean> {
    const network = networks.find((candidate) => candidate.caipNetworkId === data.chainId)
    if (!network) return false
    try {
      // viem's verifier (with the ERC-6492 validator's bytecode) and its client load on the
      // first check.
      const [{ verifyMessage }, { networkClient }] = await Promise.all([
        import('viem/actions'),
        import('./publicClient'),
      ])
      const client = networkClient(network, rpcUrls?.[Number(network.id)])
      return await verifyMessage(client, {
        address: data.accountAddress as Address,
        message,
        signature: signature as Hex,
      })
    } catch {
      // The node cannot be asked, or the signature is no signature: not verified.
      return false
    }
  }
  return {
    chainNamespace: 'eip155',
    verify: async (session) =>
      (await localEvmSiwxVerifier.verify(session)) || (await onChain(session)),
  }
}
