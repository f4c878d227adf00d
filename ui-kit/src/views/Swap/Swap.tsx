'use client'
// spec §2 Swap: the view model from the hooks, rendered by the pure SwapView.
import type { ViewProps } from '../../modal/viewTypes'
import { SwapView } from './SwapView'
import { useSwapViewModel } from './useSwapViewModel'

export default function Swap(_: ViewProps) {
  return <SwapView {...useSwapViewModel()} />
}
