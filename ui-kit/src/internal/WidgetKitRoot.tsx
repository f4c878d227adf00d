'use client'
// The kit's root inside a WidgetProvider: the widget's theme (createWidget's themeMode and
// themeVariables, or setThemeMode later), unless the host gives the component its own.
import { useTheme } from '@airlock/react-hooks'
import { KitRoot, type KitRootProps } from './KitRoot'

export function WidgetKitRoot({ themeMode, themeVariables, ...rest }: KitRootProps) {
  const theme = useTheme()
  return (
    <KitRoot
      themeMode={themeMode ?? theme.themeMode}
      themeVariables={themeVariables ?? theme.themeVariables}
      {...rest}
    />
  )
}
