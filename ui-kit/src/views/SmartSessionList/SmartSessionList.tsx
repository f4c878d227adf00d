'use client'
// SmartSessionList: the view model from the hooks, rendered by the pure SmartSessionListView.
import type { ViewProps } from '../../modal/viewTypes'
import { SmartSessionListView } from './SmartSessionListView'
import { useSmartSessionListViewModel } from './useSmartSessionListViewModel'

export default function SmartSessionList(_: ViewProps) {
  return <SmartSessionListView {...useSmartSessionListViewModel()} />
}
