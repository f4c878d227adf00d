// spec §2 Theme after start (the host's setThemeMode / setThemeVariables): the root machine
// holds the current theme, the kit renders from it, and the embedded wallet's frame, once
// loaded, is told it again (embeddedWalletReactions.ts, spec §7 sync theme).
import type { Actor } from 'xstate'
import type { ThemeMode } from '../../domain/frameMessages/fields'
import type { WidgetTheme, WidgetThemeVariables } from '../config'
import type { WidgetMachine } from '../widget.machine'

export interface ThemeHandle {
  readonly setThemeMode: (themeMode: ThemeMode) => void
  /** Replaces the variables given before (an empty object clears them). */
  readonly setThemeVariables: (themeVariables: WidgetThemeVariables) => void
  readonly getTheme: () => WidgetTheme
}

export function themeHandle(actor: () => Actor<WidgetMachine>): ThemeHandle {
  return {
    setThemeMode: (themeMode) => actor().send({ type: 'user.setTheme', theme: { themeMode } }),
    setThemeVariables: (themeVariables) =>
      actor().send({ type: 'user.setTheme', theme: { themeVariables } }),
    getTheme: () => actor().getSnapshot().context.theme,
  }
}
