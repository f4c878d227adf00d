import type { ChainNamespace } from '@airlock/core'
import { useWalletInfo } from '@airlock/react-hooks'

export function ConnectedWallet({ namespace }: { readonly namespace?: ChainNamespace }) {
  const { name, icon, connectorType } = useWalletInfo({ namespace })
  if (!name) return null
  return (
    <span title={connectorType}>
      {icon && <img src={icon} alt="" width={20} height={20} />}
      {name}
    </span>
  )
}
