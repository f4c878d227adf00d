'use client'
// spec §3 on-ramp state, §4 quote loading, §7 on-ramp endpoints, §9 on-ramp rules: the providers
// (Coinbase and Meld, fee 1-2%), the currencies, the amount with its limits, the quote, and the
// purchase (the provider URL, then 'buying' until the history shows it). The options load when a
// component using this hook mounts.
import type {
  OnrampError,
  OnrampPaymentMethod,
  OnrampQuote,
  OnrampStatus,
  PaymentCurrency,
  PurchaseCurrency,
} from '@airlock/core'
import {
  selectOnrampError,
  selectOnrampForm,
  selectOnrampLimits,
  selectOnrampQuote,
  selectOnrampStatus,
  selectOnrampUrl,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback, useEffect } from 'react'
import { shallowEqual, useFlowSelector, useFlowSend } from '../internal/useFlow'

export type UseOnrampReturnType = ReturnType<typeof selectOnrampForm> & {
  readonly limits: { readonly min: string; readonly max: string }
  readonly status: OnrampStatus
  /** spec §4: true while the quote is fetched. */
  readonly quotesLoading: boolean
  readonly quote?: OnrampQuote
  /** The provider's page, once the purchase has started. */
  readonly url?: string
  readonly error?: OnrampError
  readonly setProvider: (provider: 'coinbase' | 'meld') => void
  readonly setPurchaseCurrency: (currency: PurchaseCurrency) => void
  readonly setPaymentCurrency: (currency: PaymentCurrency) => void
  readonly setPaymentMethod: (method: OnrampPaymentMethod) => void
  readonly setAmount: (amount: string) => void
  readonly buy: () => void
  readonly cancel: () => void
}

export function useOnramp(): UseOnrampReturnType {
  const id = widgetSystemIds.onramp
  const form = useFlowSelector(id, selectOnrampForm, shallowEqual)
  const limits = useFlowSelector(id, selectOnrampLimits, shallowEqual)
  const status = useFlowSelector(id, selectOnrampStatus)
  const quote = useFlowSelector(id, selectOnrampQuote)
  const url = useFlowSelector(id, selectOnrampUrl)
  const error = useFlowSelector(id, selectOnrampError)
  const send = useFlowSend(widgetSystemIds.onramp)
  useEffect(() => send({ type: 'user.load' }), [send])
  return {
    ...form,
    limits,
    status,
    quotesLoading: status === 'quoting',
    quote,
    url,
    error,
    setProvider: useCallback((provider) => send({ type: 'user.setProvider', provider }), [send]),
    setPurchaseCurrency: useCallback(
      (currency) => send({ type: 'user.setPurchaseCurrency', currency }),
      [send],
    ),
    setPaymentCurrency: useCallback(
      (currency) => send({ type: 'user.setPaymentCurrency', currency }),
      [send],
    ),
    setPaymentMethod: useCallback(
      (method) => send({ type: 'user.setPaymentMethod', method }),
      [send],
    ),
    setAmount: useCallback((amount) => send({ type: 'user.setAmount', amount }), [send]),
    buy: useCallback(() => send({ type: 'user.buy' }), [send]),
    cancel: useCallback(() => send({ type: 'user.cancel' }), [send]),
  }
}
