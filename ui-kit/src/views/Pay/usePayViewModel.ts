'use client'
// The Pay view's props from usePay: the open payment's prefilled send, its network, and the
// visitor's confirm, switch and cancel (spec §1 pay).
import { usePay } from '@airlock/react-hooks'
import type { PayViewProps } from './PayView'

export function usePayViewModel(): PayViewProps {
  const payment = usePay()
  return {
    token: payment.token,
    amount: payment.amount,
    receiver: payment.receiver,
    receiverStatus: payment.receiverStatus,
    receiverProfileName: payment.receiverProfileName,
    amountExceedsBalance: payment.amountExceedsBalance,
    networkName: payment.caipNetwork?.name,
    onPaymentNetwork: payment.onPaymentNetwork,
    status: payment.status,
    transaction: payment.transaction,
    error: payment.error,
    onConfirm: payment.confirm,
    onStopWaiting: payment.stopWaiting,
    onSwitchNetwork: payment.switchNetwork,
    onCancel: payment.cancel,
  }
}
