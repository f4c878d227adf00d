// spec §2 themeMode: dark (the default) and light, each a class that assigns the contract's
// variables; both precompiled, so no style is injected at run time (a strict CSP holds).
import { assignVars, style } from '@vanilla-extract/css'
import { vars } from './contract.css'

const shared = {
  font: {
    family: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    sizeSmall: '0.8125rem',
    sizeBody: '0.9375rem',
    sizeTitle: '1.0625rem',
    weightBold: '600',
  },
  radius: { small: '8px', medium: '12px', large: '20px', round: '999px' },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  zIndex: { modal: '2147483000' },
}

export const darkTheme = style({
  vars: assignVars(vars, {
    ...shared,
    color: {
      background: '#121316',
      surface: '#1b1c21',
      surfaceRaised: '#26272e',
      foreground: '#f1f1f4',
      muted: '#9b9ba6',
      border: '#34353d',
      // White on it passes WCAG AA (5.3:1); the lighter #8b74f0 did not.
      accent: '#6e56cf',
      accentForeground: '#ffffff',
      overlay: 'rgba(0, 0, 0, 0.6)',
      error: '#f2716b',
      success: '#3ccf91',
      focus: '#b4a6ff',
    },
    shadow: { modal: '0 16px 48px rgba(0, 0, 0, 0.5)' },
  }),
})

export const lightTheme = style({
  vars: assignVars(vars, {
    ...shared,
    color: {
      background: '#ffffff',
      surface: '#f5f5f7',
      surfaceRaised: '#ebebef',
      foreground: '#16161a',
      muted: '#5f5f6b',
      border: '#dcdce2',
      accent: '#6e56cf',
      accentForeground: '#ffffff',
      overlay: 'rgba(20, 20, 30, 0.4)',
      error: '#c8322b',
      success: '#12805c',
      focus: '#6e56cf',
    },
    shadow: { modal: '0 16px 48px rgba(20, 20, 40, 0.18)' },
  }),
})

export const themeClasses = { dark: darkTheme, light: lightTheme } as const
export type ThemeMode = keyof typeof themeClasses
