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
    // spec §3: the directory wallet chosen to pair with (the pairing view's) becomes recent.
    const shown = context.flows().modal.getSnapshot().context.stack.at(-1)
    const wallet = shown?.view === 'ConnectingWalletConnect' ? shown.wallet : undefined
    connect(context, { connectorId: source.connectorId, ...(wallet ? { wallet } : {}) }).catch(
      reject,
    )
    return [watch]
  })
}
