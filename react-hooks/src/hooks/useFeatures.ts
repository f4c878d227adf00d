'use client'
// spec §1, §9 the widget's feature switches (email, socials, legal checkbox, activity…).
import type { Features } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { useFlowSelector } from '../internal/useFlow'

export function useFeatures(): Features {
  return useFlowSelector(
    widgetSystemIds.widget,
    (snapshot) => snapshot.context.features as Features,
  )
}
