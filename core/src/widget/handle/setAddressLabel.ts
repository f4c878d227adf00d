// widget.setAddressLabel(): spec §3 addressLabels, the host's names for addresses, kept by the
// namespace's connection (the active network's namespace unless one is named).
import type { ChainNamespace } from '../../domain/namespaces'
import { ChainAdapterNotFoundError } from '../../errors/sdk'
import { selectActiveNetwork } from '../../flows/network/network.selectors'
import type { WidgetContext } from './widgetContext'

export function setAddressLabel(
  context: WidgetContext,
  {
    address,
    label,
    namespace,
  }: { readonly address: string; readonly label?: string; readonly namespace?: ChainNamespace },
): void {
  const f = context.flows()
  const chosen = namespace ?? selectActiveNetwork(f.network.getSnapshot())?.chainNamespace
  const connection = chosen === undefined ? undefined : f.connections.get(chosen)
  if (!connection) throw new ChainAdapterNotFoundError()
  connection.send({ type: 'app.labelAddress', address, ...(label ? { label } : {}) })
}
