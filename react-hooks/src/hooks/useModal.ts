'use client'
// The modal: whether it is open (or opening), its current view, and stable open/close.
import type { AccountTab, ChainNamespace, OpenParameters, ViewEntry } from '@airlock/core'
import {
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
import { useFlowSend } from '../internal/useFlow'
import { useFlowSelectors } from '../internal/useFlowSelectors'
import { useWidget } from '../internal/widgetContext'

const modalSelectors = {
  isOpen: selectIsOpen,
  isLoading: selectIsLoading,
  view: selectView,
  canGoBack: selectCanGoBack,
  isCloseBlocked: selectCloseBlocked,
  isShaking: selectIsShaking,
  tab: selectAccountTab,
  namespace: selectModalNamespace,
}

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
  const send = useFlowSend(widgetSystemIds.modal)
  const open = useCallback((parameters?: OpenParameters) => widget.open(parameters), [widget])
  const close = useCallback(() => widget.close(), [widget])
  const back = useCallback(() => send({ type: 'user.back' }), [send])
  const push = useCallback((entry: ViewEntry) => send({ type: 'user.push', entry }), [send])
  const replace = useCallback((entry: ViewEntry) => send({ type: 'user.replace', entry }), [send])
  const selectTab = useCallback(
    (next: AccountTab) => send({ type: 'user.selectTab', tab: next }),
    [send],
  )
  const actions = { open, close, back, push, replace, selectTab }
  return useFlowSelectors(widgetSystemIds.modal, modalSelectors, actions)
}
