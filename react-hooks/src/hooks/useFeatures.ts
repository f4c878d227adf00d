'use client'
// spec §1, §9 the widget's feature switches (email, socials, legal checkbox, activity…).
import type { Features } from '@airlock/core'
import { useSelector } from '@xstate/react'
import { useWidget } from '../internal/widgetContext'

export function useFeatures(): Features {
  const widget = useWidget()
  return useSelector(widget.actor, (snapshot) => snapshot.context.features as Features)
}
