'use client'
// spec §1, §9 the widget's feature switches (email, socials, legal checkbox, activity…).
import type { Features } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { equalData } from '../internal/equalData'
import { useFlowSelector } from '../internal/useFlow'

export function useFeatures(): Features {
  // Issue 27: the project's remote features (asked at the first opening) come as a new object;
  // when they say what the widget already had, nothing that reads them renders again.
  return useFlowSelector(
    widgetSystemIds.widget,
    (snapshot) => snapshot.context.features as Features,
    equalData,
  )
}
