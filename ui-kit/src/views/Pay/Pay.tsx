'use client'
// spec §1 pay: the view model from the hooks, rendered by the pure PayView.
import type { ViewProps } from '../../modal/viewTypes'
import { PayView } from './PayView'
import { usePayViewModel } from './usePayViewModel'

export default function Pay(_: ViewProps) {
  return <PayView {...usePayViewModel()} />
}
