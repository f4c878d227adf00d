'use client'
// spec §2 RegisterAccountName: the view model from the hooks, rendered by the pure view.
import type { ViewProps } from '../../modal/viewTypes'
import { RegisterAccountNameView } from './RegisterAccountNameView'
import { useRegisterAccountNameViewModel } from './useRegisterAccountNameViewModel'

export default function RegisterAccountName(_: ViewProps) {
  return <RegisterAccountNameView {...useRegisterAccountNameViewModel()} />
}
