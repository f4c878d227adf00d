'use client'
// spec §4: "Success resets form, refreshes balances": every account read refetches, fresh,
// when a send is confirmed.
import { useEffect, useRef } from 'react'
import { useWidget } from './widgetContext'

export function useRefetchOnSend(refetch: () => unknown) {
  const widget = useWidget()
  const latest = useRef(refetch)
  latest.current = refetch
  useEffect(() => widget.on('SEND_SUCCESS', () => latest.current()), [widget])
}
