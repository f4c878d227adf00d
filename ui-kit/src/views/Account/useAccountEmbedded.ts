'use client'
// Account's embedded-wallet part, when the account is the embedded wallet's (AUTH connector).
import type { ViewEntry } from '@airlock/core'
import { useAccount, useConnectors, useEmbeddedWallet } from '@airlock/react-hooks'
import type { AccountEmbeddedProps } from './AccountEmbedded'

export function useAccountEmbedded(
  push: (entry: ViewEntry) => void,
): AccountEmbeddedProps | undefined {
  const { connectorId } = useAccount()
  const connectors = useConnectors()
  const wallet = useEmbeddedWallet()
  const viaAuth = connectors.some((c) => c.id === connectorId && c.type === 'AUTH')
  if (!viaAuth) return undefined
  return {
    email: wallet.user?.email,
    accountType: wallet.preferredAccountType,
    onUpdateEmail: wallet.user?.email ? () => push({ view: 'UpdateEmail' }) : undefined,
    onAccountType: wallet.setPreferredAccount,
  }
}
