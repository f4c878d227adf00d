'use client'
// Account's embedded-wallet part, when the account is the embedded wallet's (AUTH connector).
// The switch to the smart account is offered only on a network the frame enables it on (spec §3
// smartAccountEnabledNetworks); the way back to the EOA always is.
import type { ViewEntry } from '@airlock/core'
import { useAccount, useConnectors, useEmbeddedWallet, useNetwork } from '@airlock/react-hooks'
import type { AccountEmbeddedProps } from './AccountEmbedded'

/** The account is the embedded wallet's (its AUTH connector's): only then is the embedded
 * wallet's part read, so a page without one never loads its flows (issue 27). */
export function useViaEmbeddedWallet(): boolean {
  const { connectorId } = useAccount()
  return useConnectors().some((c) => c.id === connectorId && c.type === 'AUTH')
}

export function useAccountEmbedded(push: (entry: ViewEntry) => void): AccountEmbeddedProps {
  const wallet = useEmbeddedWallet()
  const { caipNetwork } = useNetwork()
  const smartAccountOffered =
    caipNetwork !== undefined &&
    (wallet.smartAccountEnabledNetworks ?? []).includes(Number(caipNetwork.id))
  const switchOffered = wallet.preferredAccountType === 'smartAccount' || smartAccountOffered
  return {
    email: wallet.user?.email,
    accountType: wallet.preferredAccountType,
    onUpdateEmail: wallet.user?.email ? () => push({ view: 'UpdateEmail' }) : undefined,
    onAccountType: switchOffered ? wallet.setPreferredAccount : undefined,
  }
}
