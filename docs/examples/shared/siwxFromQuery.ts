// `?siwx=required` or `?siwx=optional` turns on sign in with the wallet (issue 12) in the local
// examples: the widget's own SIWX, sessions in this page's localStorage, signatures checked
// locally or, for smart accounts, on the local chains.
import { evmSiwxVerifier } from '@airlock/adapters/evm'
import { type CaipNetwork, createSiwx, type WidgetConfig } from '@airlock/core'
import type { LocalStack } from './localStack'

export function siwxFromQuery(
  stack: LocalStack,
  networks: readonly CaipNetwork[],
): Pick<WidgetConfig, 'siwx'> {
  const mode = new URLSearchParams(location.search).get('siwx')
  if (mode !== 'required' && mode !== 'optional') return {}
  return {
    siwx: createSiwx({
      required: mode === 'required',
      statement: 'Sign in to the Airlock example',
      verifiers: [
        evmSiwxVerifier({
          networks,
          rpcUrls: { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] },
        }),
      ],
    }),
  }
}
