// spec §9: a new WalletConnect pairing: resolves with its URI once the transport has one (the
// pairing flow's QR code asks for it through this).
import { ConnectorNotFoundError } from '../../adapter'
import type { Pairing } from '../../flows/pairing/pairing.machine'
import { settleOnce } from '../../flows/settleOnce'
import { connect } from './connect'
import type { WidgetContext } from './widgetContext'

export function startPairing(context: WidgetContext): Promise<Pairing> {
  const source = context.settings.walletConnect
  if (!source) return Promise.reject(new ConnectorNotFoundError({ connectorId: 'walletConnect' }))
  return settleOnce<Pairing>(({ resolve, reject }) => {
    const watch = { unsubscribe: source.watchUri(resolve) }
    connect(context, { connectorId: source.connectorId }).catch(reject)
    return [watch]
  })
}
