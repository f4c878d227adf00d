// spec §4 disconnect: fan out to every connection the request covers, each independently,
// gather failures, clear the stored session, and report DISCONNECT_SUCCESS or DISCONNECT_ERROR.
import { assign, emit, setup } from 'xstate'
import { WalletTimeoutError } from '../../adapter'
import { DISCONNECT_TIMEOUT_MS } from '../../constants'
import type { ChainNamespace } from '../../domain/types'
import { DisconnectFailedError } from '../../errors/sdk'
import { notProvided } from '../effectActors'
import type { DisconnectOutcome } from './disconnectEach'
import { type ActiveConnection, disconnectTargets } from './disconnectTargets'

export interface DisconnectContext {
  readonly targets: readonly ActiveConnection[]
  readonly outcome?: DisconnectOutcome
}

export type DisconnectEvent = {
  readonly type: 'user.disconnect'
  readonly connections: readonly ActiveConnection[]
  readonly namespace?: ChainNamespace
}

export type DisconnectEmitted =
  | { readonly type: 'DISCONNECT_SUCCESS'; readonly namespaces: readonly ChainNamespace[] }
  | { readonly type: 'DISCONNECT_ERROR'; readonly error: DisconnectFailedError }

/** A little over the per-connector limit: the fan-out itself is bounded by it. */
const FAN_OUT_GRACE_MS = 500

const namespacesOf = (targets: readonly ActiveConnection[]) => [
  ...new Set(targets.map((target) => target.namespace)),
]

export const disconnectMachine = setup({
  types: {
    context: {} as DisconnectContext,
    events: {} as DisconnectEvent,
    emitted: {} as DisconnectEmitted,
  },
  actors: {
    /** Runs every disconnect independently (see `disconnectEach`). */
    disconnectAll: notProvided<
      DisconnectOutcome,
      { readonly targets: readonly ActiveConnection[] }
    >('disconnectAll'),
    /** spec §4: clears stored connector ids, social provider, cached e-mail data, last chain. */
    clearSession: notProvided<void, { readonly namespaces: readonly ChainNamespace[] }>(
      'clearSession',
    ),
  },
  delays: { fanOutTimeout: DISCONNECT_TIMEOUT_MS + FAN_OUT_GRACE_MS },
  guards: { anyFailed: ({ context }) => (context.outcome?.failures.length ?? 0) > 0 },
}).createMachine({
  id: 'disconnect',
  initial: 'idle',
  context: { targets: [] },
  states: {
    idle: {
      on: {
        'user.disconnect': {
          target: 'disconnecting',
          actions: assign(({ event }) => ({
            targets: disconnectTargets(event.connections, event.namespace),
            outcome: undefined,
          })),
        },
      },
    },
    disconnecting: {
      tags: ['busy'],
      invoke: {
        src: 'disconnectAll',
        input: ({ context }) => ({ targets: context.targets }),
        onDone: { target: 'clearing', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: 'clearing',
          actions: assign({
            outcome: ({ context, event }) => ({
              disconnected: [],
              failures: context.targets.map((connection) => ({ connection, error: event.error })),
            }),
          }),
        },
      },
      after: {
        fanOutTimeout: {
          target: 'clearing',
          actions: assign({
            outcome: ({ context }) => ({
              disconnected: [],
              failures: context.targets.map((connection) => ({
                connection,
                error: new WalletTimeoutError({
                  operation: 'disconnect',
                  timeoutMs: DISCONNECT_TIMEOUT_MS,
                }),
              })),
            }),
          }),
        },
      },
    },
    clearing: {
      tags: ['busy'],
      invoke: {
        src: 'clearSession',
        input: ({ context }) => ({ namespaces: namespacesOf(context.targets) }),
        // Storage reports its own failures and never loses the in-memory value; the disconnect
        // result stands either way.
        onDone: 'reporting',
        onError: 'reporting',
      },
    },
    reporting: {
      always: [
        {
          guard: 'anyFailed',
          target: 'idle',
          actions: emit(({ context }) => ({
            type: 'DISCONNECT_ERROR' as const,
            error: new DisconnectFailedError({ failures: context.outcome?.failures ?? [] }),
          })),
        },
        {
          target: 'idle',
          actions: emit(({ context }) => ({
            type: 'DISCONNECT_SUCCESS' as const,
            namespaces: namespacesOf(context.targets),
          })),
        },
      ],
    },
  },
})
