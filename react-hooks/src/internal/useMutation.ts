'use client'
// spec §4 mutation states for action hooks: idle, pending, success, error. The returned
// functions are stable across renders.
import { useCallback, useRef, useState } from 'react'

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

export interface MutationState<Data, Failure = unknown> {
  readonly status: MutationStatus
  readonly data?: Data
  readonly error?: Failure
}

/**
 * `run` is a handle method (`widget.connect`…) and `failureOf` the narrowing of its rejection to
 * the method's documented error type (`connectErrorOf` gives ConnectErrorType): a promise's
 * rejection is `unknown` to TypeScript, and `failureOf` checks it by class rather than claiming
 * its type, so a value the method does not document (a bug, a call after destroy()) is kept as an
 * UnexpectedError carrying it. `mutateAsync` rejects with what `run` rejected with.
 */
export function useMutation<Parameters, Data, Failure>(
  run: (parameters: Parameters) => Promise<Data>,
  failureOf: (rejection: unknown) => Failure,
) {
  const [state, setState] = useState<MutationState<Data, Failure>>({ status: 'idle' })
  const latest = useRef({ run, failureOf })
  latest.current = { run, failureOf }
  const attempt = useRef(0)
  const mutateAsync = useCallback(async (parameters: Parameters) => {
    const id = ++attempt.current
    setState({ status: 'pending' })
    try {
      const data = await latest.current.run(parameters)
      if (id === attempt.current) setState({ status: 'success', data })
      return data
    } catch (rejection) {
      if (id === attempt.current) {
        setState({ status: 'error', error: latest.current.failureOf(rejection) })
      }
      throw rejection
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
