'use client'
// Back goes to the previous view, or closes the modal when this one was opened directly.
import { useModal } from '@airlock/react-hooks'
import type { UnavailableViewProps } from './UnavailableView'

export function useUnavailableViewModel(): UnavailableViewProps {
  const { back } = useModal()
  return { onBack: back }
}
