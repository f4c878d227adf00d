'use client'
// Opens the modal on Connect (or Account when connected). `children` as a function renders
// the host's own button from the same state (headless use).
import { useAccount, useModal } from '@airlock/react-hooks'
import type { ReactNode } from 'react'
import { useMessages } from '../i18n/messages'
import { accountTrigger } from '../internal/accountTrigger'
import type { KitRootProps } from '../internal/KitRoot'
import { WhenWidgetRuns } from '../internal/WhenWidgetRuns'
import { WidgetKitRoot } from '../internal/WidgetKitRoot'
import { Button } from '../primitives/Button'
import { ConnectButtonBeforeStart } from './ConnectButtonBeforeStart'

export interface ConnectButtonRenderProps {
  readonly isConnected: boolean
  readonly isConnecting: boolean
  readonly label: string
  readonly open: () => void
}

export interface ConnectButtonProps extends Omit<KitRootProps, 'children'> {
  readonly children?: (props: ConnectButtonRenderProps) => ReactNode
}

function ConnectButtonInner({ children }: Pick<ConnectButtonProps, 'children'>) {
  const { status, isReconnecting } = useAccount()
  const { open } = useModal()
  const messages = useMessages()
  // spec §4: during the auto-reconnect at start the status is connecting too. The placeholder
  // (ConnectButtonPlaceholder) paints this same state before the widget has loaded.
  const isConnecting = status === 'connecting' || (isReconnecting && status === 'disconnected')
  const props: ConnectButtonRenderProps = {
    isConnected: status === 'connected',
    isConnecting,
    label: isConnecting ? messages.buttons.connecting : messages.buttons.connect,
    open: () => open(),
  }
  if (children) return <>{children(props)}</>
  return (
    <Button onClick={props.open} aria-busy={isConnecting} {...accountTrigger}>
      {props.label}
    </Button>
  )
}

export function ConnectButton({ children, ...root }: ConnectButtonProps) {
  // Decision 0037: the stored state's button until the widget's code has arrived.
  return (
    <WhenWidgetRuns
      beforeStart={<ConnectButtonBeforeStart {...root}>{children}</ConnectButtonBeforeStart>}
    >
      <RunningConnectButton {...root}>{children}</RunningConnectButton>
    </WhenWidgetRuns>
  )
}

/** The button once the widget runs (its placeholder's test renders it to compare markup). */
export function RunningConnectButton({ children, ...root }: ConnectButtonProps) {
  return (
    <WidgetKitRoot {...root}>
      <ConnectButtonInner>{children}</ConnectButtonInner>
    </WidgetKitRoot>
  )
}
