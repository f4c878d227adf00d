'use client'
// SmartSessionCreated: the view model from the hooks, rendered by the pure view.
import type { ViewProps } from '../../modal/viewTypes'
import { SmartSessionCreatedView } from './SmartSessionCreatedView'
import { useSmartSessionCreatedViewModel } from './useSmartSessionCreatedViewModel'

export default function SmartSessionCreated(_: ViewProps) {
  return <SmartSessionCreatedView {...useSmartSessionCreatedViewModel()} />
}
