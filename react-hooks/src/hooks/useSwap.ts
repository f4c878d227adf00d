'use client'
// spec §2 Swap view, §3 swap token, §7 convert endpoints: the swap tokens of the active network
// with the visitor's balances, the form, the quote's preview (rate, price impact, network fee),
// the approve and swap transactions, and the actions. The tokens load when a component using
// this hook mounts (again for another network or account).
import type {
  SwapError,
  SwapPreview,
  SwapStatus,
  SwapTokenOption,
  SwapTransaction,
} from '@airlock/core'
import {
  selectSwapError,
  selectSwapForm,
  selectSwapPreview,
  selectSwapStatus,
  selectSwapTransaction,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback, useEffect } from 'react'
import { shallowEqual, useFlowSelector, useFlowSend } from '../internal/useFlow'
import { useAccount } from './useAccount'
import { useNetwork } from './useNetwork'

export interface UseSwapReturnType {
  readonly tokens: readonly SwapTokenOption[]
  readonly from?: SwapTokenOption
  readonly to?: SwapTokenOption
  readonly amount: string
  readonly status: SwapStatus
  readonly preview?: SwapPreview
  readonly transaction?: SwapTransaction
  readonly error?: SwapError
  readonly setFrom: (token: SwapTokenOption) => void
  readonly setTo: (token: SwapTokenOption) => void
  readonly flip: () => void
  readonly setAmount: (amount: string) => void
  readonly setMax: () => void
  readonly approve: () => void
  readonly swap: () => void
}

export function useSwap(): UseSwapReturnType {
  const { caipAddress } = useAccount()
  const { caipNetwork } = useNetwork()
  const form = useFlowSelector(widgetSystemIds.swap, selectSwapForm, shallowEqual)
  const status = useFlowSelector(widgetSystemIds.swap, selectSwapStatus)
  const preview = useFlowSelector(widgetSystemIds.swap, selectSwapPreview)
  const transaction = useFlowSelector(widgetSystemIds.swap, selectSwapTransaction)
  const error = useFlowSelector(widgetSystemIds.swap, selectSwapError)
  const send = useFlowSend(widgetSystemIds.swap)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account and network restart the form
  useEffect(() => send({ type: 'user.load' }), [send, caipAddress, caipNetwork?.caipNetworkId])
  return {
    ...form,
    status,
    preview,
    transaction,
    error,
    setFrom: useCallback((token) => send({ type: 'user.setFrom', token }), [send]),
    setTo: useCallback((token) => send({ type: 'user.setTo', token }), [send]),
    flip: useCallback(() => send({ type: 'user.flip' }), [send]),
    setAmount: useCallback((amount) => send({ type: 'user.setAmount', amount }), [send]),
    setMax: useCallback(() => send({ type: 'user.setMax' }), [send]),
    approve: useCallback(() => send({ type: 'user.approve' }), [send]),
    swap: useCallback(() => send({ type: 'user.swap' }), [send]),
  }
}
