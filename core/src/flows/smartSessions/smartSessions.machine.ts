// Smart sessions (ERC-7715; spec §1 "smart sessions" toggle, §6 wallet_grantPermissions and
// wallet_revokePermissions need approval, §7 GET /v1/sessions/{id} and POST …/revoke, §8 "failed
// … revoke returns success false"). One account at a time: its granted sessions, read back from
// the API; a grant (the wallet's prompt, then the new session, kept in `created` for the view
// that shows it); a revoke (the account signs the pci, the API revokes, the wallet forgets).
// A grant or revoke never loses the list: a failure is kept beside it.
import { assertEvent, assign, emit, setup } from 'xstate'
import { notProvided } from '../effectActors'
import {
  type SmartSessionError,
  SmartSessionRevokeFailedError,
  smartSessionErrorOf,
} from './smartSessionErrors'
import type {
  GrantPermissionsRequest,
  RevokeOutcome,
  SmartSessionEntry,
} from './smartSessions.types'

export interface SmartSessionsContext {
  /** The CAIP-10 account whose sessions these are. */
  readonly account?: string
  readonly sessions: readonly SmartSessionEntry[]
  /** The session the last grant created (the SmartSessionCreated view shows it). */
  readonly created?: SmartSessionEntry
  /** The session being revoked (only while revoking). */
  readonly target?: string
  readonly loadError?: SmartSessionError
  readonly grantError?: SmartSessionError
  readonly revokeError?: { readonly id: string; readonly error: SmartSessionError }
}

export type SmartSessionsEvent =
  | { readonly type: 'user.load'; readonly account: string }
  | { readonly type: 'user.refresh' }
  | {
      readonly type: 'user.grant'
      readonly account: string
      readonly request: GrantPermissionsRequest
    }
  | { readonly type: 'user.revoke'; readonly id: string }
  | { readonly type: 'app.reset' }

export type SmartSessionsEmitted =
  | { readonly type: 'smartSessions.granted'; readonly session: SmartSessionEntry }
  | { readonly type: 'smartSessions.grantFailed'; readonly error: SmartSessionError }
  | { readonly type: 'smartSessions.revoked'; readonly id: string }
  | {
      readonly type: 'smartSessions.revokeFailed'
      readonly id: string
      readonly error: SmartSessionError
    }

const cleared = {
  sessions: [],
  created: undefined,
  target: undefined,
  loadError: undefined,
  grantError: undefined,
  revokeError: undefined,
} satisfies Partial<SmartSessionsContext>

export const smartSessionsMachine = setup({
  types: {
    context: {} as SmartSessionsContext,
    events: {} as SmartSessionsEvent,
    emitted: {} as SmartSessionsEmitted,
  },
  actors: {
    /** The account's stored sessions, each read back (spec §7 GET /v1/sessions/{id}). */
    loadSessions: notProvided<SmartSessionEntry[], { readonly account: string }>('loadSessions'),
    /** wallet_grantPermissions, stored, read back (spec §6, §7). */
    grant: notProvided<
      SmartSessionEntry,
      { readonly account: string; readonly request: GrantPermissionsRequest }
    >('grant'),
    /** Sign the pci, POST …/revoke, then wallet_revokePermissions (spec §6, §7, §8). */
    revoke: notProvided<RevokeOutcome, { readonly session: SmartSessionEntry }>('revoke'),
  },
  guards: {
    newAccount: ({ context, event }) =>
      (event.type === 'user.load' || event.type === 'user.grant') &&
      event.account !== context.account,
    knownSession: ({ context, event }) =>
      event.type === 'user.revoke' && context.sessions.some((entry) => entry.id === event.id),
    // The revoke's outcome, given as params where onDone types it.
    revokeSucceeded: (_, outcome: RevokeOutcome) => outcome.success,
  },
}).createMachine({
  id: 'smartSessions',
  context: { ...cleared },
  initial: 'idle',
  on: {
    'user.load': {
      guard: 'newAccount',
      target: '.loading',
      actions: assign(({ event }) => ({ ...cleared, account: event.account })),
    },
    'user.grant': [
      {
        guard: 'newAccount',
        target: '.granting',
        actions: assign(({ event }) => ({ ...cleared, account: event.account })),
      },
      { target: '.granting' },
    ],
    'app.reset': { target: '.idle', actions: assign({ ...cleared, account: undefined }) },
  },
  states: {
    idle: {},
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSessions',
        input: ({ context }) => ({ account: context.account as string }),
        onDone: { target: 'ready', actions: assign({ sessions: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => smartSessionErrorOf(event.error) }),
        },
      },
    },
    ready: {
      tags: ['ready'],
      on: {
        'user.refresh': { target: 'loading', actions: assign({ loadError: undefined }) },
        'user.revoke': {
          guard: 'knownSession',
          target: 'revoking',
          actions: assign({ target: ({ event }) => event.id, revokeError: undefined }),
        },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'user.refresh': { target: 'loading', actions: assign({ loadError: undefined }) } },
    },
    granting: {
      tags: ['granting'],
      entry: assign({ grantError: undefined, created: undefined }),
      // A grant asked for while the wallet is busy with another request is refused, not queued:
      // handled here so it never reaches the root's 'user.grant' (the handle rejects it first
      // with SmartSessionBusyError; the hook's `granting` says the wallet is busy).
      on: { 'user.grant': {} },
      invoke: {
        src: 'grant',
        // Entered on a user.grant alone.
        input: ({ context, event }) => {
          assertEvent(event, 'user.grant')
          return { account: context.account as string, request: event.request }
        },
        // The list is read again: it now holds the new session (stored by the grant).
        onDone: {
          target: 'loading',
          actions: [
            assign({ created: ({ event }) => event.output }),
            emit(({ event }) => ({
              type: 'smartSessions.granted' as const,
              session: event.output,
            })),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ grantError: ({ event }) => smartSessionErrorOf(event.error) }),
            emit(({ event }) => ({
              type: 'smartSessions.grantFailed' as const,
              error: smartSessionErrorOf(event.error),
            })),
          ],
        },
      },
    },
    revoking: {
      tags: ['revoking'],
      on: { 'user.grant': {} },
      invoke: {
        src: 'revoke',
        input: ({ context }) => ({
          session: context.sessions.find(
            (entry) => entry.id === context.target,
          ) as SmartSessionEntry,
        }),
        onDone: [
          {
            guard: { type: 'revokeSucceeded', params: ({ event }) => event.output },
            target: 'ready',
            actions: [
              assign({
                sessions: ({ context, event }) =>
                  context.sessions.map((entry) =>
                    entry.id === context.target && event.output.record
                      ? { ...entry, record: event.output.record, readError: undefined }
                      : entry,
                  ),
              }),
              emit(({ context }) => ({
                type: 'smartSessions.revoked' as const,
                id: context.target as string,
              })),
            ],
          },
          // spec §8: the API answered success false.
          {
            target: 'ready',
            actions: [
              assign({
                revokeError: ({ context }) => ({
                  id: context.target as string,
                  error: new SmartSessionRevokeFailedError(),
                }),
              }),
              emit(({ context }) => ({
                type: 'smartSessions.revokeFailed' as const,
                id: context.target as string,
                error: new SmartSessionRevokeFailedError(),
              })),
            ],
          },
        ],
        onError: {
          target: 'ready',
          actions: [
            assign({
              revokeError: ({ context, event }) => ({
                id: context.target as string,
                error: smartSessionErrorOf(event.error),
              }),
            }),
            emit(({ context, event }) => ({
              type: 'smartSessions.revokeFailed' as const,
              id: context.target as string,
              error: smartSessionErrorOf(event.error),
            })),
          ],
        },
      },
    },
  },
})
