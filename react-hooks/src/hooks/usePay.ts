'use client'
// spec §1 pay: a host's payment. `pay` asks the widget (which opens the Pay view, connecting and
// switching network first when needed); the rest is the open payment for a view of the host's
// own: the prefilled send, its network, and the visitor's confirm, switch and cancel.
import type { CaipNetwork, PaymentRequest, PaymentResult } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { useCallback } from 'react'
import { type SendFormState, useSendForm } from '../internal/useSendForm'
import { useWidget } from '../internal/widgetContext'
import { useFeatures } from './useFeatures'
import { useNetwork } from './useNetwork'

export interface UsePayReturnType extends SendFormState {
  /** The pay toggle (spec §1). */
  readonly enabled: boolean
  /** The payment's network, while one is open. */
  readonly caipNetwork?: CaipNetwork
  /** The active network is the payment's: the visitor can confirm. */
  readonly onPaymentNetwork: boolean
  readonly pay: (request: PaymentRequest) => Promise<PaymentResult>
  readonly confirm: () => void
  /** Gives up on a wallet that has not answered the payment (the view stays). */
  readonly stopWaiting: () => void
  readonly switchNetwork: () => void
  /** Closes the modal: an open payment that was not sent ends as cancelled. */
  readonly cancel: () => void
}

export function usePay(): UsePayReturnType {
  const widget = useWidget()
  const { networks, caipNetwork: active, switchNetwork } = useNetwork()
  const { state, confirm, cancel: stopWaiting } = useSendForm(widgetSystemIds.pay)
  const caipNetwork = networks.find((network) => network.caipNetworkId === state.token?.chainId)
  const target = caipNetwork?.caipNetworkId
  return {
    ...state,
    enabled: useFeatures().pay,
    caipNetwork,
    onPaymentNetwork: target !== undefined && active?.caipNetworkId === target,
    pay: useCallback((request) => widget.pay(request), [widget]),
    confirm,
    stopWaiting,
    switchNetwork: useCallback(() => {
      if (target) switchNetwork(target)
    }, [switchNetwork, target]),
    cancel: useCallback(() => widget.close(), [widget]),
  }
}
