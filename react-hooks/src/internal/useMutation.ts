'use client'
// spec §4 mutation states for action hooks: idle, pending, success, error. The returned
// functions are stable across renders.
import { useCallback, useRef, useState } from 'react'

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

export interface MutationState<Data> {
  readonly status: MutationStatus
  readonly data?: Data
  readonly error?: unknown
}

export function useMutation<Parameters, Data>(run: (parameters: Parameters) => Promise<Data>) {
  const [state, setState] = useState<MutationState<Data>>({ status: 'idle' })
  const latest = useRef(run)
  latest.current = run
  const attempt = useRef(0)
  const mutateAsync = useCallback(async (parameters: Parameters) => {
    const id = ++attempt.current
    setState({ status: 'pending' })
    try {
      const data = await latest.current(parameters)
      if (id === attempt.current) setState({ status: 'success', data })
      return data
    } catch (error) {
      if (id === attempt.current) setState({ status: 'error', error })
      throw error
    }
  }, [])
  /** Fire and forget: the state carries the outcome. */
  const mutate = useCallback(
    (parameters: Parameters) => {
      mutateAsync(parameters).catch(() => {})
    },
    [mutateAsync],
  )
  const reset = useCallback(() => {
    attempt.current++
    setState({ status: 'idle' })
  }, [])
  return { ...state, mutate, mutateAsync, reset }
}
