// spec §9: which wallet features the Account view offers on a network: each needs its toggle
// (spec §1) and a network it applies to — "Balance and send: eip155, solana; … on-ramp:
// eip155, solana", swaps only on the 1inch chains (SWAP_SUPPORTED_CHAIN_IDS), receive anywhere.
import type { CaipNetwork, Features } from '@airlock/core'
import { BALANCE_NAMESPACES, SWAP_SUPPORTED_CHAIN_IDS } from '@airlock/core/internal'

export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

const balanceNamespaces = BALANCE_NAMESPACES

/** spec §9: balances are read on eip155 and solana; elsewhere Account shows none (issue 25:
 * not a '0.00 DOT' beside 'Token Balance Unavailable'). */
export const balancesOffered = (network?: CaipNetwork) =>
  balanceNamespaces.includes(network?.chainNamespace ?? '')

export function walletFeatures(
  features: Pick<Features, WalletFeature>,
  network?: CaipNetwork,
): Record<WalletFeature, boolean> {
  const namespace = network?.chainNamespace ?? ''
  return {
    onramp: features.onramp && balanceNamespaces.includes(namespace),
    swaps:
      features.swaps &&
      namespace === 'eip155' &&
      SWAP_SUPPORTED_CHAIN_IDS.includes(Number(network?.id)),
    receive: features.receive,
    send: features.send && balanceNamespaces.includes(namespace),
  }
}
