'use client'
// spec §4 sign-in with the wallet: whether it is needed, done, or failed, and its actions.
import type { SignInError, SignInSession } from '@airlock/core'
import {
  selectIsSignedIn,
  selectSession,
  selectSignInError,
  selectSignInNeeded,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback } from 'react'
import { useFlowSelector } from '../internal/useFlow'
import { useWidget } from '../internal/widgetContext'

export interface UseSignInReturnType {
  readonly isNeeded: boolean
  readonly isSignedIn: boolean
  readonly session?: SignInSession
  readonly error?: SignInError
  readonly signIn: () => void
  readonly cancel: () => void
}

export function useSignIn(): UseSignInReturnType {
  const widget = useWidget()
  const isNeeded = useFlowSelector(widgetSystemIds.signIn, selectSignInNeeded)
  const isSignedIn = useFlowSelector(widgetSystemIds.signIn, selectIsSignedIn)
  const session = useFlowSelector(widgetSystemIds.signIn, selectSession)
  const error = useFlowSelector(widgetSystemIds.signIn, selectSignInError)
  const send = useCallback(
    (type: 'user.sign' | 'user.cancel') => widget.sendToFlow(widgetSystemIds.signIn, { type }),
    [widget],
  )
  const signIn = useCallback(() => send('user.sign'), [send])
  const cancel = useCallback(() => send('user.cancel'), [send])
  return { isNeeded, isSignedIn, session, error, signIn, cancel }
}
