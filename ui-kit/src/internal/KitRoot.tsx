'use client'
// The kit's root element: the theme class, the scoped resets, the host's themeVariables (set
// with style.setProperty, CSP-safe) and the message catalogue. Overlays (the modal dialog, the
// network menu) stay inside it and reach the top layer as the browser's own dialog and popover.
import { type ReactNode, useEffect, useState } from 'react'
import { type Messages, MessagesProvider } from '../i18n/messages'
import { root } from '../theme/root.css'
import { type ThemeMode, themeClasses } from '../theme/themes.css'
import { applyThemeVariables, type ThemeVariables } from '../theme/themeVariables'
import { warnIfStylesheetMissing } from './stylesheetCheck'

export interface KitRootProps {
  /** spec §2: dark by default. */
  readonly themeMode?: ThemeMode
  readonly themeVariables?: ThemeVariables
  readonly messages?: Messages
  readonly children?: ReactNode
}

export function KitRoot({ themeMode = 'dark', themeVariables, messages, children }: KitRootProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (element) warnIfStylesheetMissing(element)
  }, [element])
  useEffect(() => {
    if (!element || !themeVariables) return
    return applyThemeVariables(element, themeVariables)
  }, [element, themeVariables])
  const content = (
    <div
      ref={setElement}
      className={`${root} ${themeClasses[themeMode]}`}
      data-airlock-root=""
      data-theme={themeMode}
    >
      {children}
    </div>
  )
  return messages ? <MessagesProvider messages={messages}>{content}</MessagesProvider> : content
}
