'use client'
// Issue 10, docs/decisions/0011: the Connect button as it looks before the widget has loaded.
// It renders the kit's root and the same Button as ConnectButton (same classes, text, role and
// accessible name), from the core's initial state, and imports nothing heavier than React and
// the precompiled styles: no xstate, effect, viem or Radix. A host renders it at once, starts
// loading the widget, and renders the real buttons over it when they arrive.
import type { InitialConnectionStatus } from '@airlock/core/initialState'
import { useEffect, useState } from 'react'
import { en, type Messages } from '../i18n/en'
import { accountTrigger } from '../internal/accountTrigger'
import { Button } from '../primitives/Button'
import { root } from '../theme/root.css'
import { type ThemeMode, themeClasses } from '../theme/themes.css'
import { applyThemeVariables, type ThemeVariables } from '../theme/themeVariables'

export interface ConnectButtonPlaceholderProps {
  /** From `readInitialState()`: a stored session shows the reconnecting state. */
  readonly status?: InitialConnectionStatus
  /** A click is waiting for the widget to load (it opens the modal then). */
  readonly pending?: boolean
  readonly onClick?: () => void
  /** As the kit's root (KitRoot): dark by default. */
  readonly themeMode?: ThemeMode
  readonly themeVariables?: ThemeVariables
  readonly messages?: Pick<Messages, 'buttons'>
}

export function ConnectButtonPlaceholder({
  status = 'disconnected',
  pending = false,
  onClick,
  themeMode = 'dark',
  themeVariables,
  messages = en,
}: ConnectButtonPlaceholderProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (!element || !themeVariables) return
    return applyThemeVariables(element, themeVariables)
  }, [element, themeVariables])
  const reconnecting = status === 'reconnecting'
  return (
    <div
      ref={setElement}
      className={`${root} ${themeClasses[themeMode]}`}
      data-airlock-root=""
      data-theme={themeMode}
    >
      <Button onClick={onClick} aria-busy={reconnecting || pending} {...accountTrigger}>
        {reconnecting ? messages.buttons.connecting : messages.buttons.connect}
      </Button>
    </div>
  )
}
