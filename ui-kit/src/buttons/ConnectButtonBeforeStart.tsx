'use client'
// Decision 0037: what the kit's Connect and Account buttons show while the widget's code is
// still on its way (WhenWidgetRuns' `beforeStart`). The same button as ConnectButton, painted from
// the stored state (a stored session shows 'Connecting…', spec §4) and the configured theme; a
// click opens the modal as soon as the widget runs, the button busy until then.
import { useWidget } from '@airlock/react-hooks'
import { useState, useSyncExternalStore } from 'react'
import { en } from '../i18n/en'
import { KitRoot } from '../internal/KitRoot'
import type { ConnectButtonProps } from './ConnectButton'
import { ConnectButtonPlaceholder } from './ConnectButtonPlaceholder'

export function ConnectButtonBeforeStart({ children, ...root }: ConnectButtonProps) {
  const widget = useWidget()
  const [pending, setPending] = useState(false)
  // Decision 0026: a server render and a hydration read a new widget's state (no stored
  // session), so the server's HTML and the first client render match; the stored state right after.
  const reconnecting = useSyncExternalStore(
    widget.subscribe,
    () => widget.getState().reconnecting,
    () => false,
  )
  const theme = widget.getTheme()
  const themeMode = root.themeMode ?? theme.themeMode
  const themeVariables = root.themeVariables ?? theme.themeVariables
  const open = () => {
    setPending(true)
    widget.open()
  }
  if (children) {
    const { buttons } = root.messages ?? en
    return (
      <KitRoot {...root} themeMode={themeMode} themeVariables={themeVariables}>
        {children({
          isConnected: false,
          isConnecting: reconnecting,
          label: reconnecting ? buttons.connecting : buttons.connect,
          open,
        })}
      </KitRoot>
    )
  }
  return (
    <ConnectButtonPlaceholder
      status={reconnecting ? 'reconnecting' : 'disconnected'}
      pending={pending}
      onClick={open}
      themeMode={themeMode}
      themeVariables={themeVariables}
      {...(root.messages ? { messages: root.messages } : {})}
    />
  )
}
