'use client'
// Stands in for Swap and the account-name views until their issues land.
import type { ViewProps } from '../../modal/viewTypes'
import { UnavailableView } from './UnavailableView'
import { useUnavailableViewModel } from './useUnavailableViewModel'

export default function Unavailable(_: ViewProps) {
  return <UnavailableView {...useUnavailableViewModel()} />
}
