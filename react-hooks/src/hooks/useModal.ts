'use client'
// The modal: whether it is open (or opening), its current view, and stable open/close.
import {
  type OpenParameters,
  selectCanGoBack,
  selectCloseBlocked,
  selectIsLoading,
  selectIsOpen,
  selectView,
  type ViewEntry,
  widgetSystemIds,
} from '@airlock/core'
import { useCallback } from 'react'
import { useFlowSelector } from '../internal/useFlow'
import { useWidget } from '../internal/widgetContext'

export interface UseModalReturnType {
  readonly isOpen: boolean
  /** spec §2: the 300 ms before the modal shows. */
  readonly isLoading: boolean
  readonly view?: ViewEntry
  readonly canGoBack: boolean
  /** spec §2: closing is disabled while sign-in is required and no session exists. */
  readonly isCloseBlocked: boolean
  readonly open: (parameters?: OpenParameters) => void
  readonly close: () => void
  readonly back: () => void
}

export function useModal(): UseModalReturnType {
  const widget = useWidget()
  const isOpen = useFlowSelector(widgetSystemIds.modal, selectIsOpen)
  const isLoading = useFlowSelector(widgetSystemIds.modal, selectIsLoading)
  const view = useFlowSelector(widgetSystemIds.modal, selectView)
  const canGoBack = useFlowSelector(widgetSystemIds.modal, selectCanGoBack)
  const isCloseBlocked = useFlowSelector(widgetSystemIds.modal, selectCloseBlocked)
  const open = useCallback((parameters?: OpenParameters) => widget.open(parameters), [widget])
  const close = useCallback(() => widget.close(), [widget])
  const back = useCallback(() => {
    widget.actor.system.get(widgetSystemIds.modal)?.send({ type: 'user.back' })
  }, [widget])
  return { isOpen, isLoading, view, canGoBack, isCloseBlocked, open, close, back }
}
