'use client'
// The Onramp view's props from useOnramp. The provider's page opens in a popup: a blank one on
// the Buy click itself (a popup opened later, when the URL arrives, would be stopped by popup
// blockers: it has no user activation), into which the page loads once its URL is known. The
// widget stays 'buying' until the history shows the purchase (spec §7 history with
// onramp=coinbase); Cancel, or a failure before the URL, closes the popup.
import { useOnramp } from '@airlock/react-hooks'
import { useCallback, useEffect, useRef } from 'react'
import type { OnrampViewProps } from './OnrampView'

const POPUP_NAME = 'airlock-onramp'
const POPUP_FEATURES = 'popup,width=480,height=720'

/** Each purchase opens its own window: the last purchase's (named as this one would be) is the
 * provider's page now, and no longer ours to navigate once its opener is cut (the browser refuses,
 * and logs it). It stays the provider's to close. */
let purchases = 0
const purchaseWindowName = () => `${POPUP_NAME}-${purchases}`

export function useOnrampViewModel(): OnrampViewProps {
  const onramp = useOnramp()
  const { url, status, error, buy, cancel } = onramp
  const popup = useRef<Window | null>(null)
  const closePopup = useCallback(() => {
    popup.current?.close()
    popup.current = null
  }, [])
  const onBuy = useCallback(() => {
    purchases += 1
    popup.current = window.open('', purchaseWindowName(), POPUP_FEATURES)
    // The provider's page must not reach back into this one.
    if (popup.current) popup.current.opener = null
    buy()
  }, [buy])
  const onCancel = useCallback(() => {
    closePopup()
    cancel()
  }, [cancel, closePopup])
  useEffect(() => {
    if (!url || status !== 'buying') return
    if (popup.current && !popup.current.closed) popup.current.location.href = url
    else popup.current = window.open(url, purchaseWindowName(), `${POPUP_FEATURES},noopener`)
  }, [url, status])
  useEffect(() => {
    // Asked for the URL and failed: the blank popup has nothing to show.
    if (status === 'editing' && error && popup.current && !url) closePopup()
  }, [status, error, url, closePopup])
  return {
    ...onramp,
    onProviderChange: onramp.setProvider,
    onPaymentCurrencyChange: onramp.setPaymentCurrency,
    onPaymentMethodChange: onramp.setPaymentMethod,
    onAmountChange: onramp.setAmount,
    onBuy,
    onCancel,
  }
}
