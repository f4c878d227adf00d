import { useTheme } from '@airlock/react-hooks'

export function ThemeSwitch() {
  const { themeMode, setThemeMode } = useTheme()
  return (
    <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
      {themeMode === 'dark' ? 'Light theme' : 'Dark theme'}
    </button>
  )
}
