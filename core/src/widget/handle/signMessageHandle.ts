// The handle's message signing (spec §1 "sign messages"; §6: a signing call needs the wallet's
// approval): the wallet connected on a namespace signs a text, personal_sign on eip155 and
// solana:signMessage on solana, each in its namespace's signature format (0x hex, base58).
import { Effect } from 'effect'
import type { ChainNamespace } from '../../domain/types'
import { connectedWallet } from '../../flows/connection/connectionActors'
import { NoActiveCaipAddressError } from '../../flows/signIn/signInErrors'
import type { ResolvedConfig } from '../config'
import type { WidgetRuntime } from '../services'
import type { WidgetState } from '../widgetState'

export interface SignMessageParameters {
  readonly message: string
  /** The namespace whose account signs; the active account's by default. */
  readonly namespace?: ChainNamespace
}

export interface SignMessageHandle {
  /** Resolves with the signature; rejects with the wallet's typed error (a declined prompt is
   * a UserRejectedError), or NoActiveCaipAddressError with no account on the namespace:
   * SignMessageErrorType. */
  readonly signMessage: (parameters: SignMessageParameters) => Promise<string>
}

export function signMessageHandle(deps: {
  readonly config: ResolvedConfig
  readonly runtime: WidgetRuntime
  readonly state: () => WidgetState
}): SignMessageHandle {
  return {
    signMessage: ({ message, namespace }) => {
      const state = deps.state()
      const chosen = namespace ?? state.caipNetwork?.chainNamespace
      const connection = state.connections.find(
        (candidate) => candidate.namespace === chosen && candidate.status === 'connected',
      )
      if (!connection?.address) return Promise.reject(new NoActiveCaipAddressError())
      const account = { connectorId: connection.connectorId, address: connection.address }
      return deps.runtime.runPromise(
        Effect.gen(function* () {
          const { adapter, connectorId, address } = yield* connectedWallet(
            deps.config,
            () => account,
            connection.namespace,
          )
          return yield* adapter.signMessage({ connectorId, address: address ?? '', message })
        }),
      )
    },
  }
}
