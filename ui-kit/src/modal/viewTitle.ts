import type { ViewEntry } from '@airlock/core'
import type { Messages } from '../i18n/messages'

/** The title a view shows in the header; a connecting view names the chosen wallet. */
export function viewTitle(messages: Messages, entry: ViewEntry): string {
  const title = messages.views[entry.view]
  if (typeof title === 'string') return title
  // Without a chosen wallet, a connecting view is plain WalletConnect.
  return (
    title(entry.wallet?.name ?? entry.connector?.name ?? '') ||
    messages.views.ConnectingWalletConnectBasic
  )
}
