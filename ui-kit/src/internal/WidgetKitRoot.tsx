'use client'
// The kit's root inside a WidgetProvider: the widget's theme (createWidget's themeMode and
// themeVariables, or setThemeMode later), unless the host gives the component its own, and the
// widget's directory images (spec §7) for the views.
import { useTheme, useWidget } from '@airlock/react-hooks'
import { DirectoryImagesProvider } from '../primitives/directoryImages'
import { KitRoot, type KitRootProps } from './KitRoot'

export function WidgetKitRoot({ themeMode, themeVariables, children, ...rest }: KitRootProps) {
  const theme = useTheme()
  const { imageUrl } = useWidget()
  return (
    <KitRoot
      themeMode={themeMode ?? theme.themeMode}
      themeVariables={themeVariables ?? theme.themeVariables}
      {...rest}
    >
      <DirectoryImagesProvider imageUrl={imageUrl}>{children}</DirectoryImagesProvider>
    </KitRoot>
  )
}
