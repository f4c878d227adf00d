'use client'
// Connect a wallet by connector id; spec §4 mutation states (idle, pending, success, error).
import type { ConnectErrorType, Connected, WidgetConnectParameters } from '@airlock/core'
import { connectErrorOf } from '@airlock/core/internal'
import { useCallback } from 'react'
import { useMutation } from '../internal/useMutation'
import { useWidget } from '../internal/widgetContext'

export type UseConnectParameters = WidgetConnectParameters
export type UseConnectReturnType = ReturnType<
  typeof useMutation<UseConnectParameters, Connected, ConnectErrorType>
> & {
  readonly connect: (parameters: UseConnectParameters) => void
}

export function useConnect(): UseConnectReturnType {
  const widget = useWidget()
  const run = useCallback(
    (parameters: UseConnectParameters) => widget.connect(parameters),
    [widget],
  )
  const mutation = useMutation(run, connectErrorOf)
  return { ...mutation, connect: mutation.mutate }
}
