// widget.disconnect(): spec §4 one namespace (and those sharing its session), or every
// connection; resolves on DISCONNECT_SUCCESS, rejects with the DisconnectFailedError.
import type { ChainNamespace } from '../../domain/types'
import { settleOnce } from '../../flows/settleOnce'
import { activeConnections } from '../coordinator'
import type { WidgetContext } from './widgetContext'

export interface DisconnectParameters {
  readonly namespace?: ChainNamespace
}

export function disconnect(
  context: WidgetContext,
  { namespace }: DisconnectParameters = {},
): Promise<void> {
  const f = context.flows()
  const outcome = settleOnce<void>(({ resolve, reject }) => [
    f.disconnect.on('DISCONNECT_SUCCESS', () => resolve()),
    f.disconnect.on('DISCONNECT_ERROR', (event) => reject(event.error)),
  ])
  f.disconnect.send({
    type: 'user.disconnect',
    connections: activeConnections(f.connections, context.root().getSnapshot().context.connectors),
    namespace,
  })
  return outcome
}
