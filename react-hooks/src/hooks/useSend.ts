'use client'
// spec §3 token send state, §4 token send, §5 send rules: the form, its receiver lookup, the
// transfer's progress, and the actions. The tokens are the active network's balances.
import {
  type ApiTokenBalance,
  parseAmount,
  type ReceiverStatus,
  type SendTransaction,
  selectReceiverStatus,
  selectSendError,
  selectSendForm,
  selectSendStatus,
  selectSendTransaction,
  widgetSystemIds,
} from '@airlock/core'
import { Result } from 'effect'
import { useCallback, useMemo } from 'react'
import { shallowEqual, useFlowSelector, useFlowSend } from '../internal/useFlow'
import { useBalance } from './useBalance'
import { useNetwork } from './useNetwork'

export interface UseSendReturnType {
  /** The active network's balances, 0-decimal tokens dropped (spec §5). */
  readonly tokens: readonly ApiTokenBalance[]
  readonly token?: ApiTokenBalance
  readonly amount: string
  readonly receiver: string
  readonly receiverAddress?: string
  readonly receiverStatus: ReceiverStatus
  readonly receiverProfileName?: string
  readonly receiverProfileImageUrl?: string
  readonly networkBalanceInUSD: number
  readonly amountExceedsBalance: boolean
  readonly status: 'editing' | 'sending' | 'confirming'
  readonly transaction?: SendTransaction
  readonly error?: { readonly _tag: string; readonly message: string }
  readonly setToken: (token: ApiTokenBalance) => void
  readonly setAmount: (amount: string) => void
  readonly setMax: () => void
  readonly setReceiver: (input: string) => void
  readonly send: () => void
  readonly reset: () => void
}

const exceeds = (amount: string, token: ApiTokenBalance | undefined) => {
  if (!token || amount.trim() === '') return false
  const decimals = Number(token.quantity.decimals)
  const wanted = parseAmount(amount.trim(), decimals)
  const held = parseAmount(token.quantity.numeric, decimals)
  return Result.isSuccess(wanted) && Result.isSuccess(held) && wanted.success > held.success
}

export function useSend(): UseSendReturnType {
  const { caipNetwork } = useNetwork()
  const balances = useBalance()
  const form = useFlowSelector(widgetSystemIds.send, selectSendForm, shallowEqual)
  const receiverStatus = useFlowSelector(widgetSystemIds.send, selectReceiverStatus)
  const status = useFlowSelector(widgetSystemIds.send, selectSendStatus)
  const transaction = useFlowSelector(widgetSystemIds.send, selectSendTransaction)
  const error = useFlowSelector(widgetSystemIds.send, selectSendError)
  const tokens = useMemo(
    () =>
      (balances.data ?? []).filter(
        (token) => token.quantity.decimals !== '0' && token.chainId === caipNetwork?.caipNetworkId,
      ),
    [balances.data, caipNetwork?.caipNetworkId],
  )
  const send = useFlowSend(widgetSystemIds.send)
  const token = form.token
  return {
    ...form,
    tokens,
    receiverStatus,
    networkBalanceInUSD: tokens.reduce((sum, each) => sum + (each.value ?? 0), 0),
    amountExceedsBalance: exceeds(form.amount, token),
    status,
    transaction,
    error,
    setToken: useCallback((next) => send({ type: 'user.setToken', token: next }), [send]),
    setAmount: useCallback((amount) => send({ type: 'user.setAmount', amount }), [send]),
    setMax: useCallback(() => {
      if (token) send({ type: 'user.setAmount', amount: token.quantity.numeric })
    }, [send, token]),
    setReceiver: useCallback((receiver) => send({ type: 'user.setReceiver', receiver }), [send]),
    send: useCallback(() => send({ type: 'user.send' }), [send]),
    reset: useCallback(() => send({ type: 'app.reset' }), [send]),
  }
}
