// spec §4 auto-reconnect: one run at a time; tries the previously used connectors silently in
// order, and ends connected if at least one reconnects, else disconnected with no connections.
import { assign, emit, setup } from 'xstate'
import { type Connected, WalletTimeoutError } from '../../adapter'
import { RECONNECT_ATTEMPT_TIMEOUT_MS } from '../../constants'
import type { Connector } from '../../domain/types'
import { type ConnectionError, connectionErrorOf } from '../connection/connectionErrors'
import { notProvided } from '../effectActors'
import { type ReconnectOrderInput, reconnectOrder } from './reconnectOrder'

/**
 * A connector that did not reconnect. A silent reconnect fails as a connect does (issue 26): the
 * connector has no namespace or no adapter serves it, the wallet's failure, WalletTimeoutError
 * after the attempt's time, and UnexpectedError for anything else (ConnectionError).
 */
export interface ReconnectFailure {
  readonly connectorId: string
  readonly error: ConnectionError
}

export interface AutoReconnectContext {
  /** The input's: the machine starts awaiting the stored session's connectors. */
  readonly sessionStored?: boolean
  readonly queue: readonly Connector[]
  readonly connections: readonly Connected[]
  readonly failures: readonly ReconnectFailure[]
}

export type AutoReconnectEvent = { readonly type: 'app.reconnect' } & ReconnectOrderInput

export type AutoReconnectEmitted = {
  readonly type: 'reconnect.finished'
  readonly connections: readonly Connected[]
  readonly failures: readonly ReconnectFailure[]
}

const headId = (context: AutoReconnectContext) => context.queue[0]?.id ?? ''

export interface AutoReconnectInput {
  /** spec §4: a session was stored, so the run will be asked for once its connectors are
   * listed (issue 27: a deferred adapter lists them once its code is here). */
  readonly sessionStored?: boolean
}

export const autoReconnectMachine = setup({
  types: {
    context: {} as AutoReconnectContext,
    events: {} as AutoReconnectEvent,
    emitted: {} as AutoReconnectEmitted,
    input: {} as AutoReconnectInput | undefined,
  },
  actors: {
    /** Silent reconnect of one connector: the connection, or undefined when unauthorized. */
    reconnectConnector: notProvided<Connected | undefined, { readonly connector: Connector }>(
      'reconnectConnector',
    ),
  },
  delays: { attemptTimeout: RECONNECT_ATTEMPT_TIMEOUT_MS },
  guards: {
    queueEmpty: ({ context }) => context.queue.length === 0,
    sessionStored: ({ context }) => context.sessionStored === true,
    anyConnected: ({ context }) => context.connections.length > 0,
  },
  actions: {
    startRun: assign(({ event }) => ({
      queue: reconnectOrder(event),
      connections: [],
      failures: [],
    })),
    dropHead: assign({ queue: ({ context }) => context.queue.slice(1) }),
    reportFinished: emit(({ context }) => ({
      type: 'reconnect.finished' as const,
      connections: context.connections,
      failures: context.failures,
    })),
  },
}).createMachine({
  id: 'autoReconnect',
  initial: 'starting',
  context: ({ input }) => ({
    queue: [],
    connections: [],
    failures: [],
    sessionStored: input?.sessionStored,
  }),
  states: {
    starting: {
      always: [{ guard: 'sessionStored', target: 'awaitingConnectors' }, { target: 'idle' }],
    },
    /** A stored session whose connectors are not listed yet: it reads as reconnecting. */
    awaitingConnectors: {
      tags: ['reconnecting'],
      on: { 'app.reconnect': { target: 'reconnecting', actions: 'startRun' } },
    },
    idle: {
      tags: ['disconnected'],
      on: { 'app.reconnect': { target: 'reconnecting', actions: 'startRun' } },
    },
    reconnecting: {
      tags: ['reconnecting'],
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'queueEmpty', target: '#autoReconnect.settling' },
            { target: 'attempt' },
          ],
        },
        attempt: {
          invoke: {
            src: 'reconnectConnector',
            input: ({ context }) => ({ connector: context.queue[0] as Connector }),
            onDone: {
              target: 'next',
              actions: [
                assign({
                  connections: ({ context, event }) =>
                    event.output ? [...context.connections, event.output] : context.connections,
                }),
                'dropHead',
              ],
            },
            onError: {
              target: 'next',
              actions: [
                assign({
                  failures: ({ context, event }) => [
                    ...context.failures,
                    { connectorId: headId(context), error: connectionErrorOf(event.error) },
                  ],
                }),
                'dropHead',
              ],
            },
          },
          after: {
            attemptTimeout: {
              target: 'next',
              actions: [
                assign({
                  failures: ({ context }) => [
                    ...context.failures,
                    {
                      connectorId: headId(context),
                      error: new WalletTimeoutError({
                        operation: 'reconnect',
                        timeoutMs: RECONNECT_ATTEMPT_TIMEOUT_MS,
                      }),
                    },
                  ],
                }),
                'dropHead',
              ],
            },
          },
        },
      },
    },
    settling: {
      entry: 'reportFinished',
      always: [{ guard: 'anyConnected', target: 'connected' }, { target: 'disconnected' }],
    },
    // spec §4 auto-reconnect runs once, when the widget starts: a settled run takes no other.
    connected: { tags: ['connected'] },
    disconnected: { tags: ['disconnected'] },
  },
})
