'use client'
// The Onramp view's props from useOnramp (spec §3 on-ramp state). When the provider's URL
// arrives the page opens in a popup; the widget stays 'buying' until the history shows the
// purchase (spec §7 history with onramp=coinbase).
import { useOnramp } from '@airlock/react-hooks'
import { useEffect } from 'react'
import type { OnrampViewProps } from './OnrampView'

export function useOnrampViewModel(): OnrampViewProps {
  const onramp = useOnramp()
  const { url, status } = onramp
  useEffect(() => {
    if (url && status === 'buying') window.open(url, 'airlock-onramp', 'popup,width=480,height=720')
  }, [url, status])
  return {
    ...onramp,
    onProviderChange: onramp.setProvider,
    onPaymentCurrencyChange: onramp.setPaymentCurrency,
    onPaymentMethodChange: onramp.setPaymentMethod,
    onAmountChange: onramp.setAmount,
    onBuy: onramp.buy,
    onCancel: onramp.cancel,
  }
}
