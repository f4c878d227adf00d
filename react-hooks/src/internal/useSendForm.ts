'use client'
// One send form of the widget (spec §3–§5), read and driven by its flow's system id: the
// visitor's Send (useSend) and a host's payment (usePay) are the same machine twice.
import {
  type ApiTokenBalance,
  parseAmount,
  type ReceiverStatus,
  type SendError,
  type SendTransaction,
} from '@airlock/core'
import {
  selectReceiverStatus,
  selectSendError,
  selectSendForm,
  selectSendStatus,
  selectSendTransaction,
} from '@airlock/core/internal'
import { Result } from 'effect'
import { useCallback } from 'react'
import { shallowEqual, useFlowSelector, useFlowSend } from './useFlow'

export interface SendFormState {
  readonly token?: ApiTokenBalance
  readonly amount: string
  readonly receiver: string
  readonly receiverAddress?: string
  readonly receiverStatus: ReceiverStatus
  readonly receiverProfileName?: string
  readonly receiverProfileImageUrl?: string
  readonly amountExceedsBalance: boolean
  readonly status: 'editing' | 'sending' | 'confirming'
  readonly transaction?: SendTransaction
  readonly error?: SendError
}

const exceeds = (amount: string, token: ApiTokenBalance | undefined) => {
  if (!token || amount.trim() === '') return false
  const decimals = Number(token.quantity.decimals)
  const wanted = parseAmount(amount.trim(), decimals)
  const held = parseAmount(token.quantity.numeric, decimals)
  return Result.isSuccess(wanted) && Result.isSuccess(held) && wanted.success > held.success
}

/** The send form of the Send view ('send') or of a host's payment ('pay'). */
export function useSendForm(systemId: 'send' | 'pay') {
  const form = useFlowSelector(systemId, selectSendForm, shallowEqual)
  const receiverStatus = useFlowSelector(systemId, selectReceiverStatus)
  const status = useFlowSelector(systemId, selectSendStatus)
  const transaction = useFlowSelector(systemId, selectSendTransaction)
  const error = useFlowSelector(systemId, selectSendError)
  const send = useFlowSend(systemId)
  const state: SendFormState = {
    ...form,
    receiverStatus,
    amountExceedsBalance: exceeds(form.amount, form.token),
    status,
    transaction,
    error,
  }
  return {
    state,
    send,
    confirm: useCallback(() => send({ type: 'user.send' }), [send]),
    /** Gives up on a wallet that has not answered (issue 18: no stuck spinner). */
    cancel: useCallback(() => send({ type: 'user.cancel' }), [send]),
  }
}
