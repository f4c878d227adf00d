'use client'
// ConnectingExternal's props from the hooks. The Connect view has usually started the attempt
// already, so its outcome arrives as a widget event (CONNECT_ERROR / CONNECT_SUCCESS on the
// connector's namespace); an attempt that failed before this view mounted is read from the
// connection, and when none is under way at all this view starts one. "Try again" connects anew.
import type { ConnectionError, Connector } from '@airlock/core'
import {
  selectConnectionError,
  selectConnectionStatus,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useAccount, useConnect, useWidget, useWidgetEvents } from '@airlock/react-hooks'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ConnectingExternalViewProps } from './ConnectingExternalView'

export function useConnectingExternalViewModel(
  connector: Connector | undefined,
): ConnectingExternalViewProps {
  const widget = useWidget()
  const { connect } = useConnect()
  const namespace = connector?.chain
  // An attempt under way (a retry from anywhere) outranks an earlier failure.
  const { status } = useAccount({ namespace })
  // What the connection looked like when this view opened.
  const [atMount] = useState(() => {
    const snapshot = namespace
      ? widget.flowSnapshot(widgetSystemIds.connection(namespace))
      : undefined
    if (!snapshot) return { status: 'disconnected', error: undefined }
    const status = selectConnectionStatus(snapshot)
    return {
      status,
      error: status === 'disconnected' ? selectConnectionError(snapshot) : undefined,
    }
  })
  const [error, setError] = useState<ConnectionError | undefined>(atMount.error)

  useWidgetEvents((event) => {
    if (event.type === 'CONNECT_ERROR' && event.namespace === namespace) setError(event.error)
    if (event.type === 'CONNECT_SUCCESS' && event.namespace === namespace) setError(undefined)
  })

  const retry = useCallback(() => {
    if (!connector) return
    setError(undefined)
    connect({ connectorId: connector.id })
  }, [connect, connector])

  // Nothing under way and nothing failed: this view was opened directly, so it connects.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    if (atMount.status === 'disconnected' && atMount.error === undefined) retry()
  }, [atMount, retry])

  const failed = error !== undefined && status !== 'connecting'
  const rejected = error?._tag === 'UserRejectedError'
  return {
    status: !failed ? 'waiting' : rejected ? 'rejected' : 'error',
    wallet: { name: connector?.name ?? '', imageUrl: connector?.imageUrl },
    errorMessage: failed && error.message ? error.message : undefined,
    onRetry: retry,
  }
}
