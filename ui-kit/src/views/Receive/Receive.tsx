'use client'
// Receive: the view model from the hooks, rendered by the pure ReceiveView.
import type { ViewProps } from '../../modal/viewTypes'
import { ReceiveView } from './ReceiveView'
import { useReceiveViewModel } from './useReceiveViewModel'

export default function Receive(_: ViewProps) {
  const props = useReceiveViewModel()
  return props ? <ReceiveView {...props} /> : null
}
