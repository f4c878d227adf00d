// DESIGN.md: the root machine with its flows' side effects provided, from the configured adapters,
// as effect programs on the widget's runtime (fromEffect: leaving a state interrupts the work).
// Each flow provides its own in its folder (flows/<flow>/<flow>Actors.ts); the three here reach
// the widget itself: the disconnect's and auto-reconnect's stored session, and the handle's
// WalletConnect pairing.
import { Effect } from 'effect'
import { fromPromise } from 'xstate'
import { autoReconnectMachine } from '../flows/autoReconnect/autoReconnect.machine'
import {
  type ConnectedAccount,
  connectionActors,
  withAdapter,
} from '../flows/connection/connectionActors'
import { disconnectMachine } from '../flows/disconnect/disconnect.machine'
import { disconnectEach } from '../flows/disconnect/disconnectEach'
import { fromEffect } from '../flows/effectActors'
import { nameActors } from '../flows/names/nameActors'
import { networkActors } from '../flows/network/networkActors'
import { type Pairing, pairingMachine } from '../flows/pairing/pairing.machine'
import { signInActors } from '../flows/signIn/signInActors'
import { walletListActors } from '../flows/walletList/walletListActors'
import { Storage } from '../services/storage/Storage'
import type { ResolvedConfig } from './config'
import { clearCachedLogin, saveDisconnected } from './persistence'
import { reconnectConnector } from './reconnectConnector'
import type { WidgetRuntime } from './services'
import type { WidgetMachine } from './widget.machine'

/** The root machine with its flows' side effects provided (the account's: accountFlows.ts). */
export function flowActorsFor(
  machine: WidgetMachine,
  config: ResolvedConfig,
  runtime: WidgetRuntime,
  /** The connector and address a namespace is connected with now (its connection flow). */
  connectedAccount: ConnectedAccount,
  /** Starts a WalletConnect connection; resolves with its pairing URI. */
  startPairing: () => Promise<Pairing>,
) {
  return machine.provide({
    actors: {
      ...connectionActors(config, runtime),
      ...networkActors(config, runtime),
      ...signInActors(config, runtime, connectedAccount),
      ...walletListActors(config, runtime),
      ...nameActors(config, runtime, connectedAccount),
      autoReconnect: autoReconnectMachine.provide({
        actors: {
          reconnectConnector: fromEffect(runtime, ({ connector }) =>
            reconnectConnector(config, connector),
          ),
        },
      }),
      disconnect: disconnectMachine.provide({
        actors: {
          disconnectAll: fromEffect(runtime, ({ targets }) =>
            disconnectEach(targets, (target) =>
              withAdapter(config, target.namespace, (adapter) =>
                adapter.disconnect({ connectorId: target.connectorId }),
              ),
            ),
          ),
          clearSession: fromEffect(runtime, ({ namespaces }) =>
            Effect.gen(function* () {
              const storage = yield* Storage
              yield* saveDisconnected(storage, namespaces)
              yield* clearCachedLogin(storage)
            }),
          ),
        },
      }),
      pairing: pairingMachine.provide({
        actors: { createPairing: fromPromise(() => startPairing()) },
      }),
    },
  })
}
