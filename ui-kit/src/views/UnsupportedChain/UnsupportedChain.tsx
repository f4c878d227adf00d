'use client'
// spec §2 UnsupportedChain: the view model from the hooks, rendered by the pure view.
import type { ViewProps } from '../../modal/viewTypes'
import { UnsupportedChainView } from './UnsupportedChainView'
import { useUnsupportedChainViewModel } from './useUnsupportedChainViewModel'

export default function UnsupportedChain(_: ViewProps) {
  return <UnsupportedChainView {...useUnsupportedChainViewModel()} />
}
