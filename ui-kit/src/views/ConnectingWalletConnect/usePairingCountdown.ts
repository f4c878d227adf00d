'use client'
// spec §9: the seconds left on the pairing URI: from when this view first saw the URI, plus the
// pairing's time to live (the machine's `ttlMs`: 4 minutes, or less if the URI says so), ticking
// each second. The machine itself marks the URI expired when under 10 s remain.
import { PAIRING_EXPIRY_MS } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { useWidget } from '@airlock/react-hooks'
import { useEffect, useState } from 'react'

export function usePairingCountdown(uri: string | undefined): number | undefined {
  const widget = useWidget()
  const [tracked, setTracked] = useState<{ readonly uri?: string; readonly deadline?: number }>({})
  const [now, setNow] = useState(Date.now)
  if (tracked.uri !== uri) {
    const { context } = widget.flowSnapshot(widgetSystemIds.pairing)
    const seenAt = Date.now()
    setTracked({ uri, deadline: uri ? seenAt + (context?.ttlMs ?? PAIRING_EXPIRY_MS) : undefined })
    setNow(seenAt)
  }
  const deadline = tracked.uri === uri ? tracked.deadline : undefined
  useEffect(() => {
    if (deadline === undefined) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now) / 1000))
}
