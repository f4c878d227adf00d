'use client'
// spec §3 token send state, §4 token send, §5 send rules: the form, its receiver lookup, the
// transfer's progress, and the actions. The tokens are the active network's balances.
import { type ApiTokenBalance, formatAmount } from '@airlock/core'
import { selectSendFee, widgetSystemIds } from '@airlock/core/internal'
import { useCallback, useMemo } from 'react'
import { useFlowSelector } from '../internal/useFlow'
import { type SendFormState, useSendForm } from '../internal/useSendForm'
import { useBalance } from './useBalance'
import { useNetwork } from './useNetwork'

export interface UseSendReturnType extends SendFormState {
  /** The active network's balances, 0-decimal tokens dropped (spec §5). */
  readonly tokens: readonly ApiTokenBalance[]
  /** spec §3 networkBalanceInUSD: the network's balances together, in USD. */
  readonly networkBalanceInUSD: number
  /** spec §3 lastRetry: when the balances last failed to load (ms since the epoch); the API is
   * not asked again for 30 s after it (spec §8). Gone once they load. */
  readonly lastRetry?: number
  /** Issue 25: what the filled-in send would cost in network fees now, in the network's native
   * coin; absent until estimated, or where the adapter cannot estimate it. */
  readonly fee?: { readonly amount: string; readonly symbol: string }
  readonly setToken: (token: ApiTokenBalance) => void
  readonly setAmount: (amount: string) => void
  readonly setMax: () => void
  readonly setReceiver: (input: string) => void
  readonly send: () => void
  /**
   * Issue 28 (4): sends again to a recipient the adapter called unusual (the error is an
   * UnusualRecipientError: a token account, an address off the curve), the visitor having read
   * why. Does nothing after any other error.
   */
  readonly sendAnyway: () => void
  /** Gives up on a wallet that has not answered the send (the form stays). */
  readonly stopWaiting: () => void
  readonly reset: () => void
}

export function useSend(): UseSendReturnType {
  const { caipNetwork } = useNetwork()
  const balances = useBalance()
  const { state: form, send, confirm, cancel } = useSendForm(widgetSystemIds.send)
  const tokens = useMemo(
    () =>
      (balances.data ?? []).filter(
        (token) => token.quantity.decimals !== '0' && token.chainId === caipNetwork?.caipNetworkId,
      ),
    [balances.data, caipNetwork?.caipNetworkId],
  )
  const token = form.token
  const feeUnits = useFlowSelector(widgetSystemIds.send, selectSendFee)
  const fee = useMemo(
    () =>
      feeUnits === undefined || !caipNetwork
        ? undefined
        : {
            amount: formatAmount(feeUnits, caipNetwork.nativeCurrency.decimals),
            symbol: caipNetwork.nativeCurrency.symbol,
          },
    [feeUnits, caipNetwork],
  )
  return {
    ...form,
    ...(fee ? { fee } : {}),
    tokens,
    networkBalanceInUSD: tokens.reduce((sum, each) => sum + (each.value ?? 0), 0),
    ...(balances.failedAt === undefined ? {} : { lastRetry: balances.failedAt }),
    setToken: useCallback((next) => send({ type: 'user.setToken', token: next }), [send]),
    setAmount: useCallback((amount) => send({ type: 'user.setAmount', amount }), [send]),
    setMax: useCallback(() => {
      if (token) send({ type: 'user.setAmount', amount: token.quantity.numeric })
    }, [send, token]),
    setReceiver: useCallback((receiver) => send({ type: 'user.setReceiver', receiver }), [send]),
    send: confirm,
    sendAnyway: useCallback(() => send({ type: 'user.sendAnyway' }), [send]),
    stopWaiting: cancel,
    reset: useCallback(() => send({ type: 'app.reset' }), [send]),
  }
}
