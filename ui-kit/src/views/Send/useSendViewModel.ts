'use client'
// The Send view's props from useSend (the form, its receiver lookup and the transfer's progress,
// spec §3–§5) and useNetwork (the network's name beside its balance). After a confirmed send the
// widget itself resets the form, refreshes the balances and returns to Account (spec §4).
import { useNetwork, useSend } from '@airlock/react-hooks'
import type { SendViewProps } from './SendView'

export function useSendViewModel(): SendViewProps {
  const { caipNetwork } = useNetwork()
  const {
    setToken,
    setAmount,
    setMax,
    setReceiver,
    send,
    sendAnyway,
    stopWaiting,
    reset: _reset,
    ...form
  } = useSend()
  return {
    ...form,
    networkName: caipNetwork?.name,
    testnet: caipNetwork?.testnet,
    onTokenChange: setToken,
    onAmountChange: setAmount,
    onMax: setMax,
    onReceiverChange: setReceiver,
    onSend: send,
    onSendAnyway: sendAnyway,
    onStopWaiting: stopWaiting,
  }
}
