'use client'
// spec §2 Account: the view model from the hooks, rendered by the pure AccountView.
import type { ViewProps } from '../../modal/viewTypes'
import { AccountView } from './AccountView'
import { useAccountViewModel } from './useAccountViewModel'

export default function Account(_: ViewProps) {
  const props = useAccountViewModel()
  return props ? <AccountView {...props} /> : null
}
