'use client'
// The RegisterAccountNameSuccess view's props: the name just registered (useNames); Done clears
// the form and returns to Account (the view below, or Account in its place), which reads the new
// identity (spec §7).
import { useModal, useNames } from '@airlock/react-hooks'
import { useCallback } from 'react'
import type { RegisterAccountNameSuccessViewProps } from './RegisterAccountNameSuccessView'

export function useRegisterAccountNameSuccessViewModel(): RegisterAccountNameSuccessViewProps {
  const { registered, reset } = useNames()
  const { canGoBack, back, replace } = useModal()
  const onDone = useCallback(() => {
    reset()
    if (canGoBack) back()
    else replace({ view: 'Account' })
  }, [reset, canGoBack, back, replace])
  return { name: registered, onDone }
}
