'use client'
// The RegisterAccountName view's props from useNames (spec §2, §4, §5, §9).
import { useNames } from '@airlock/react-hooks'
import type { RegisterAccountNameViewProps } from './RegisterAccountNameView'

export function useRegisterAccountNameViewModel(): RegisterAccountNameViewProps {
  const {
    setName,
    register,
    reset: _reset,
    registered: _registered,
    invalid: _,
    ...names
  } = useNames()
  return { ...names, onNameChange: setName, onRegister: register }
}
