'use client'
// spec §2 Theme: the widget's theme mode and variables (createWidget's themeMode and
// themeVariables, changed later with setThemeMode / setThemeVariables). The kit renders from it;
// the embedded wallet's frame is told it too (spec §7 sync theme).
import type { ThemeMode, WidgetThemeVariables } from '@airlock/core'
import { useSelector } from '@xstate/react'
import { useWidget } from '../internal/widgetContext'

export interface UseThemeReturnType {
  readonly themeMode: ThemeMode
  readonly themeVariables?: WidgetThemeVariables
  readonly setThemeMode: (themeMode: ThemeMode) => void
  readonly setThemeVariables: (themeVariables: WidgetThemeVariables) => void
}

export function useTheme(): UseThemeReturnType {
  const widget = useWidget()
  const theme = useSelector(widget.actor, (snapshot) => snapshot.context.theme)
  return {
    themeMode: theme.themeMode,
    themeVariables: theme.themeVariables,
    setThemeMode: widget.setThemeMode,
    setThemeVariables: widget.setThemeVariables,
  }
}
