// The handle's smart sessions method (ERC-7715): a host asks for permissions and gets the
// session the wallet granted, which the modal then shows (SmartSessionCreated).
import type { AccountFlows } from '../../flows/flows'
import { settleOnce } from '../../flows/settleOnce'
import { NoActiveCaipAddressError } from '../../flows/signIn/signInErrors'
import { SmartSessionBusyError } from '../../flows/smartSessions/smartSessionErrors'
import type {
  GrantPermissionsRequest,
  SmartSessionEntry,
} from '../../flows/smartSessions/smartSessions.types'
import type { WidgetState } from '../widgetState'
import type { OpenParameters } from './open'

export interface SmartSessionHandle {
  /**
   * spec §6 wallet_grantPermissions for the active eip155 account (the smart sessions toggle on,
   * spec §1): resolves with the session, stored and read back from the API, and opens the modal
   * on SmartSessionCreated; rejects with a GrantPermissionsErrorType (a declined prompt is
   * UserRejectedError).
   */
  readonly grantPermissions: (request: GrantPermissionsRequest) => Promise<SmartSessionEntry>
}

export function smartSessionHandle(deps: {
  /** Issue 27: the flow starts on first use. */
  readonly flow: () => Promise<AccountFlows['smartSessions']>
  readonly state: () => WidgetState
  readonly open: (parameters: OpenParameters) => void
}): SmartSessionHandle {
  return {
    grantPermissions: async (request) => {
      const { caipAddress } = deps.state()
      if (!caipAddress) throw new NoActiveCaipAddressError()
      const flow = await deps.flow()
      const snapshot = flow.getSnapshot()
      if (snapshot.hasTag('granting') || snapshot.hasTag('revoking')) {
        throw new SmartSessionBusyError()
      }
      // Listening after the send: the grant answers asynchronously (the wallet's prompt).
      flow.send({ type: 'user.grant', account: caipAddress, request })
      return settleOnce<SmartSessionEntry>(({ resolve, reject }) => [
        flow.on('smartSessions.granted', (event) => {
          deps.open({ view: 'SmartSessionCreated' })
          resolve(event.session)
        }),
        flow.on('smartSessions.grantFailed', (event) => reject(event.error)),
      ])
    },
  }
}
