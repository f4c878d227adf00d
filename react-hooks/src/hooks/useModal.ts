'use client'
// The modal: whether it is open (or opening), its current view, and stable open/close.
import type { AccountTab, ChainNamespace, OpenParameters, ViewEntry } from '@airlock/core'
import {
  type ModalEvent,
  selectAccountTab,
  selectCanGoBack,
  selectCloseBlocked,
  selectIsLoading,
  selectIsOpen,
  selectIsShaking,
  selectModalNamespace,
  selectView,
  widgetSystemIds,
} from '@airlock/core/internal'
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
  /** spec §2: the modal shakes for 500 ms (a failed connect, a refused close). */
  readonly isShaking: boolean
  readonly open: (parameters?: OpenParameters) => void
  readonly close: () => void
  readonly back: () => void
  /** spec §2 view stack: push a view (with the chosen wallet or connector), or replace the top. */
  readonly push: (entry: ViewEntry) => void
  readonly replace: (entry: ViewEntry) => void
  /** spec §2 Account tabs: Tokens, NFTs, Activity. */
  readonly tab: AccountTab
  readonly selectTab: (tab: AccountTab) => void
  /** spec §2: the namespace the modal was opened for, if any. */
  readonly namespace?: ChainNamespace
}

export function useModal(): UseModalReturnType {
  const widget = useWidget()
  const isOpen = useFlowSelector(widgetSystemIds.modal, selectIsOpen)
  const isLoading = useFlowSelector(widgetSystemIds.modal, selectIsLoading)
  const view = useFlowSelector(widgetSystemIds.modal, selectView)
  const canGoBack = useFlowSelector(widgetSystemIds.modal, selectCanGoBack)
  const isCloseBlocked = useFlowSelector(widgetSystemIds.modal, selectCloseBlocked)
  const isShaking = useFlowSelector(widgetSystemIds.modal, selectIsShaking)
  const open = useCallback((parameters?: OpenParameters) => widget.open(parameters), [widget])
  const close = useCallback(() => widget.close(), [widget])
  const back = useCallback(() => {
    widget.sendToFlow(widgetSystemIds.modal, { type: 'user.back' })
  }, [widget])
  const send = useCallback(
    (event: ModalEvent) => {
      widget.sendToFlow(widgetSystemIds.modal, event)
    },
    [widget],
  )
  const push = useCallback((entry: ViewEntry) => send({ type: 'user.push', entry }), [send])
  const replace = useCallback((entry: ViewEntry) => send({ type: 'user.replace', entry }), [send])
  const tab = useFlowSelector(widgetSystemIds.modal, selectAccountTab)
  const namespace = useFlowSelector(widgetSystemIds.modal, selectModalNamespace)
  const selectTab = useCallback(
    (next: AccountTab) => send({ type: 'user.selectTab', tab: next }),
    [send],
  )
  return {
    isOpen,
    isLoading,
    view,
    canGoBack,
    isCloseBlocked,
    isShaking,
    open,
    close,
    back,
    push,
    replace,
    tab,
    selectTab,
    namespace,
  }
}
