'use client'
// Issue 29 (12): the platform the widget detected (or the host set): mobile, Telegram and on
// which system, iOS Safari. The kit's platform rules read it here (spec §2 browser wallet on
// mobile, §5 Telegram socials) and never detect it themselves.
import type { Platform } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { useFlowSelector } from '../internal/useFlow'

export function usePlatform(): Platform {
  return useFlowSelector(widgetSystemIds.widget, (snapshot) => snapshot.context.platform)
}
