'use client'
// spec §2 Account: the view model from the hooks, rendered by the pure AccountView. An account
// connected through the embedded wallet adds its part; only then is that wallet read (issue 27).
import { useModal } from '@airlock/react-hooks'
import type { ViewProps } from '../../modal/viewTypes'
import type { AccountEmbeddedProps } from './AccountEmbedded'
import { AccountView } from './AccountView'
import { useAccountEmbedded, useViaEmbeddedWallet } from './useAccountEmbedded'
import { useAccountViewModel } from './useAccountViewModel'

export default function Account(_: ViewProps) {
  return useViaEmbeddedWallet() ? <EmbeddedAccount /> : <AccountOf embedded={undefined} />
}

function EmbeddedAccount() {
  return <AccountOf embedded={useAccountEmbedded(useModal().push)} />
}

function AccountOf({ embedded }: { readonly embedded: AccountEmbeddedProps | undefined }) {
  const props = useAccountViewModel(embedded)
  return props ? <AccountView {...props} /> : null
}
