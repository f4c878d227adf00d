'use client'
// Disconnect one namespace (and those sharing its session) or all; spec §4 mutation states.
import type { ChainNamespace } from '@airlock/core'
import { useCallback } from 'react'
import { useMutation } from '../internal/useMutation'
import { useWidget } from '../internal/widgetContext'

export interface UseDisconnectParameters {
  readonly namespace?: ChainNamespace
}

export type UseDisconnectReturnType = ReturnType<
  typeof useMutation<UseDisconnectParameters | undefined, void>
> & {
  readonly disconnect: (parameters?: UseDisconnectParameters) => void
}

export function useDisconnect(): UseDisconnectReturnType {
  const widget = useWidget()
  const run = useCallback(
    (parameters?: UseDisconnectParameters) => widget.disconnect(parameters),
    [widget],
  )
  const mutation = useMutation(run)
  const { mutate } = mutation
  const disconnect = useCallback(
    (parameters?: UseDisconnectParameters) => mutate(parameters),
    [mutate],
  )
  return { ...mutation, disconnect }
}
