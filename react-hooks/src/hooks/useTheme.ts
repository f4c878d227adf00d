'use client'
// spec §2 Theme: the widget's theme mode and variables (createWidget's themeMode and
// themeVariables, changed later with setThemeMode / setThemeVariables). The kit renders from it;
// the embedded wallet's frame is told it too (spec §7 sync theme).
import type { ThemeMode, WidgetTheme, WidgetThemeVariables } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { useFlowSelector } from '../internal/useFlow'
import { useWidget } from '../internal/widgetContext'

export interface UseThemeReturnType {
  readonly themeMode: ThemeMode
  readonly themeVariables?: WidgetThemeVariables
  readonly setThemeMode: (themeMode: ThemeMode) => void
  readonly setThemeVariables: (themeVariables: WidgetThemeVariables) => void
}

export function useTheme(): UseThemeReturnType {
  const widget = useWidget()
  const theme = useFlowSelector(
    widgetSystemIds.widget,
    (snapshot) => snapshot.context.theme as WidgetTheme,
  )
  return {
    themeMode: theme.themeMode,
    themeVariables: theme.themeVariables,
    setThemeMode: widget.setThemeMode,
    setThemeVariables: widget.setThemeVariables,
  }
}
