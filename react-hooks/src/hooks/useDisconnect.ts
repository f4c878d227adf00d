'use client'
// Disconnect one namespace (and those sharing its session) or all; spec §4 mutation states.
import type { ChainNamespace, DisconnectErrorType, UnexpectedError } from '@airlock/core'
import { disconnectErrorOf } from '@airlock/core/internal'
import { useCallback } from 'react'
import { useMutation } from '../internal/useMutation'
import { useWidget } from '../internal/widgetContext'

export interface UseDisconnectParameters {
  readonly namespace?: ChainNamespace
}

/** The error: DisconnectErrorType, or UnexpectedError for a call after the widget's destroy(). */
export type UseDisconnectReturnType = ReturnType<
  typeof useMutation<
    UseDisconnectParameters | undefined,
    void,
    DisconnectErrorType | UnexpectedError
  >
> & {
  readonly disconnect: (parameters?: UseDisconnectParameters) => void
}

export function useDisconnect(): UseDisconnectReturnType {
  const widget = useWidget()
  const run = useCallback(
    (parameters?: UseDisconnectParameters) => widget.disconnect(parameters),
    [widget],
  )
  const mutation = useMutation(run, disconnectErrorOf)
  const { mutate } = mutation
  const disconnect = useCallback(
    (parameters?: UseDisconnectParameters) => mutate(parameters),
    [mutate],
  )
  return { ...mutation, disconnect }
}
