// spec §3, §9: the WalletConnect pairing URI: created on demand, lives 4 minutes, counts as
// expired when under 10 s remain, and can be refreshed. Closing the modal resets it (§4).
import { assign, setup } from 'xstate'
import { PAIRING_EXPIRED_THRESHOLD_MS, PAIRING_EXPIRY_MS } from '../../constants'
import { notProvided } from '../effectActors'
import { type PairingError, pairingErrorOf } from './pairingErrors'

export interface Pairing {
  readonly uri: string
  /** How long the URI lives from now; the spec's 4 minutes when the transport does not say. */
  readonly ttlMs?: number
}

export interface PairingContext {
  readonly uri?: string
  readonly ttlMs: number
  readonly error?: PairingError
}

export type PairingEvent =
  | { readonly type: 'user.start' }
  | { readonly type: 'user.refresh' }
  /** The transport made a new URI by itself (e.g. after the relay dropped the old one). */
  | { readonly type: 'app.uri'; readonly pairing: Pairing }
  /** spec §4: closing the modal resets the pairing uri. */
  | { readonly type: 'app.reset' }

export const pairingMachine = setup({
  types: {
    context: {} as PairingContext,
    events: {} as PairingEvent,
  },
  actors: {
    createPairing: notProvided<Pairing, void>('createPairing'),
  },
  actions: {
    /** A new URI: the created one (`onDone`'s output) or the transport's own (`app.uri`). */
    received: assign((_, pairing: Pairing) => ({
      uri: pairing.uri,
      ttlMs: pairing.ttlMs ?? PAIRING_EXPIRY_MS,
      error: undefined,
    })),
  },
  delays: {
    untilExpired: ({ context }) => Math.max(0, context.ttlMs - PAIRING_EXPIRED_THRESHOLD_MS),
  },
}).createMachine({
  id: 'pairing',
  initial: 'idle',
  context: { ttlMs: PAIRING_EXPIRY_MS },
  on: {
    'app.reset': { target: '.idle', actions: assign({ uri: undefined, error: undefined }) },
    'app.uri': {
      target: '.ready',
      actions: { type: 'received', params: ({ event }) => event.pairing },
    },
  },
  states: {
    idle: { on: { 'user.start': 'creating' } },
    creating: {
      tags: ['loading'],
      invoke: {
        src: 'createPairing',
        onDone: {
          target: 'ready',
          actions: { type: 'received', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => pairingErrorOf(event.error) }),
        },
      },
    },
    ready: {
      tags: ['ready'],
      after: { untilExpired: 'expired' },
      on: { 'user.refresh': 'creating' },
    },
    // spec §9: expired when under 10 s remain: the URI is no longer offered.
    expired: {
      tags: ['expired'],
      entry: assign({ uri: undefined }),
      on: { 'user.refresh': 'creating', 'user.start': 'creating' },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.refresh': 'creating', 'user.start': 'creating' },
    },
  },
})
