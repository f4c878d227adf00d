'use client'
// The All Wallets view as the modal shows it: the view model's props on the pure view.
import type { ViewProps } from '../../modal/viewTypes'
import { AllWalletsView } from './AllWalletsView'
import { useAllWalletsViewModel } from './useAllWalletsViewModel'

export default function AllWallets(_props: ViewProps) {
  return <AllWalletsView {...useAllWalletsViewModel()} />
}
