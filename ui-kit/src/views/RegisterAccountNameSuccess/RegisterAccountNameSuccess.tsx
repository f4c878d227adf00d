'use client'
// spec §2 RegisterAccountNameSuccess: the view model from the hooks, rendered by the pure view.
import type { ViewProps } from '../../modal/viewTypes'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView'
import { useRegisterAccountNameSuccessViewModel } from './useRegisterAccountNameSuccessViewModel'

export default function RegisterAccountNameSuccess(_: ViewProps) {
  return <RegisterAccountNameSuccessView {...useRegisterAccountNameSuccessViewModel()} />
}
