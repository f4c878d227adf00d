// `?siwx=required` or `?siwx=optional` turns on sign in with the wallet (issue 12) in the local
// examples: the widget's own SIWX, sessions in this page's localStorage, signatures checked
// locally or, for smart accounts, on the local chains; Solana accounts' ed25519 ones offline.
import { evmSiwxVerifier } from '@airlock/adapters/evm'
import { solanaSiwxVerifier } from '@airlock/adapters/solana'
import { createSiwx, ethereumNetwork, sepoliaNetwork, type WidgetConfig } from '@airlock/core'
import type { LocalStack } from './localStack'

/** The pages load this module (its verifiers) only when `siwxWanted()` (./localStack). */
export function siwxFromQuery(stack: LocalStack): WidgetConfig['siwx'] {
  const mode = new URLSearchParams(location.search).get('siwx')
  if (mode !== 'required' && mode !== 'optional') return undefined
  return createSiwx({
    required: mode === 'required',
    statement: 'Sign in to the Airlock example',
    verifiers: [
      evmSiwxVerifier({
        networks: [ethereumNetwork, sepoliaNetwork],
        rpcUrls: { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] },
      }),
      // Issue 17: a Solana account signs in with its ed25519 key, checked offline.
      solanaSiwxVerifier(),
    ],
  })
}
