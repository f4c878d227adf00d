'use client'
// spec §9 onramp: the view model from the hooks, rendered by the pure OnrampView.
import type { ViewProps } from '../../modal/viewTypes'
import { OnrampView } from './OnrampView'
import { useOnrampViewModel } from './useOnrampViewModel'

export default function Onramp(_: ViewProps) {
  return <OnrampView {...useOnrampViewModel()} />
}
