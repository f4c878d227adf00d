// spec §3: the embedded wallet's user as the AUTH connector's connection, the preferred account
// first. The core (a login in the modal) and the embedded adapter (connect, reconnect) both
// build it here.
import type { Connected } from '../../adapter'
import type { EmbeddedWalletUser } from '../../domain/types'

export function embeddedConnection(connectorId: string, user: EmbeddedWalletUser): Connected {
  const accounts = (user.accounts ?? [{ address: user.address, type: user.preferredAccountType }])
    .map((account) => ({
      namespace: 'eip155' as const,
      address: account.address,
      type: account.type,
    }))
    .sort((a, b) => Number(b.address === user.address) - Number(a.address === user.address))
  return {
    connectorId,
    connectorType: 'AUTH',
    address: user.address,
    chainId: user.chainId,
    accounts,
    ...(user.smartAccountDeployed === undefined
      ? {}
      : { smartAccountDeployed: user.smartAccountDeployed }),
  }
}
