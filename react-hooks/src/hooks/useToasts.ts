'use client'
// spec §8 toasts: the one showing now, and a stable dismiss.
import { selectToast, widgetSystemIds } from '@airlock/core/internal'
import { useCallback } from 'react'
import { useFlowSelector } from '../internal/useFlow'
import { useWidget } from '../internal/widgetContext'

export function useToasts() {
  const widget = useWidget()
  const toast = useFlowSelector(widgetSystemIds.toasts, selectToast)
  const dismiss = useCallback(() => {
    widget.sendToFlow(widgetSystemIds.toasts, { type: 'user.dismiss' })
  }, [widget])
  return { toast, dismiss }
}

export type UseToastsReturnType = ReturnType<typeof useToasts>
