// spec §4 sign-in with the wallet (SIWX), required or optional, with the §8 messages.
import { assign, emit, setup } from 'xstate'
import type { AccountType, CaipAddress, SignInSession } from '../../domain/types'
import { tagOf } from '../../errors/errorInfo'
import { notProvided } from '../effectActors'
import {
  NoActiveCaipAddressError,
  SignatureDeclinedError,
  type SignInError,
  SignInInitError,
  SiwxNotEnabledError,
  SiwxSignatureInvalidError,
  SmartAccountsUnsupportedError,
} from './signInErrors'

export interface SignInContext {
  readonly enabled: boolean
  readonly required: boolean
  readonly caipAddress?: CaipAddress
  readonly accountType?: AccountType
  readonly message?: Pick<SignInSession, 'data' | 'message'>
  readonly session?: SignInSession
  readonly error?: SignInError
}

export type SignInEvent =
  | {
      readonly type: 'app.connected'
      readonly caipAddress?: CaipAddress
      readonly accountType?: AccountType
      /** spec §4: sign-in starts only on a supported network. */
      readonly networkSupported: boolean
    }
  | { readonly type: 'app.disconnected' }
  | { readonly type: 'user.sign' }
  | { readonly type: 'user.cancel' }

export type SignInEmitted =
  /** spec §2: the account must sign in now (SIWXSignMessage is forced, locked when required). */
  | { readonly type: 'signIn.needed'; readonly required: boolean }
  | { readonly type: 'signIn.success'; readonly session: SignInSession }
  /** spec §4: cancel disconnects if sign-in is required, else closes; either way resets to Connect. */
  | { readonly type: 'signIn.cancelled'; readonly disconnect: boolean }
  /** spec §8: initialisation failed: disconnect and reset to Connect. */
  | { readonly type: 'signIn.initFailed'; readonly error: SignInInitError }
  | { readonly type: 'signIn.failed'; readonly error: SignInError }

type Address = { readonly caipAddress: CaipAddress }

const isRejection = (error: unknown) => tagOf(error) === 'UserRejectedError'

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    emitted: {} as SignInEmitted,
    input: {} as { readonly enabled: boolean; readonly required: boolean },
  },
  actors: {
    /** The stored sessions of this address (spec §3 sign-in session). */
    getSessions: notProvided<readonly SignInSession[], Address>('getSessions'),
    createMessage: notProvided<Pick<SignInSession, 'data' | 'message'>, Address>('createMessage'),
    signMessage: notProvided<string, Address & { readonly message: string }>('signMessage'),
    addSession: notProvided<void, { readonly session: SignInSession }>('addSession'),
  },
  guards: {
    shouldCheck: ({ context, event }) =>
      context.enabled && event.type === 'app.connected' && event.networkSupported,
    hasAddress: ({ context }) => context.caipAddress !== undefined,
    // The stored sessions come as params from getSessions' onDone, where its output is typed.
    hasSession: (_, sessions: readonly SignInSession[]) => sessions.length !== 0,
    required: ({ context }) => context.required,
  },
  actions: {
    announceNeeded: emit(({ context }) => ({
      type: 'signIn.needed' as const,
      required: context.required,
    })),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ enabled: input.enabled, required: input.required }),
  initial: 'idle',
  on: {
    'app.connected': [
      {
        guard: 'shouldCheck',
        target: '.checking',
        actions: assign(({ event }) => ({
          caipAddress: event.caipAddress,
          accountType: event.accountType,
          session: undefined,
          error: undefined,
        })),
      },
      { target: '.idle' },
    ],
    'app.disconnected': {
      target: '.idle',
      actions: assign({
        caipAddress: undefined,
        session: undefined,
        message: undefined,
        error: undefined,
      }),
    },
  },
  states: {
    idle: {
      on: {
        // spec §8: asking to sign in when SIWX is off.
        'user.sign': {
          actions: [
            assign({ error: () => new SiwxNotEnabledError() }),
            emit(() => ({ type: 'signIn.failed' as const, error: new SiwxNotEnabledError() })),
          ],
        },
      },
    },
    checking: {
      tags: ['busy'],
      always: {
        guard: ({ context }) => context.caipAddress === undefined,
        target: 'needed',
        actions: [assign({ error: () => new NoActiveCaipAddressError() }), 'announceNeeded'],
      },
      invoke: {
        src: 'getSessions',
        input: ({ context }) => ({ caipAddress: context.caipAddress as CaipAddress }),
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign({ session: ({ event }) => event.output[0] }),
          },
          { target: 'needed', actions: 'announceNeeded' },
        ],
        // No stored session can be read: ask for a new one.
        onError: { target: 'needed', actions: 'announceNeeded' },
      },
    },
    // spec §2: SIWXSignMessage is forced; closing is disabled while required.
    needed: {
      tags: ['signInNeeded'],
      on: {
        'user.sign': [
          { guard: 'hasAddress', target: 'creatingMessage', actions: assign({ error: undefined }) },
          {
            actions: [
              assign({ error: () => new NoActiveCaipAddressError() }),
              emit(() => ({
                type: 'signIn.failed' as const,
                error: new NoActiveCaipAddressError(),
              })),
            ],
          },
        ],
        'user.cancel': {
          target: 'idle',
          actions: emit(({ context }) => ({
            type: 'signIn.cancelled' as const,
            disconnect: context.required,
          })),
        },
      },
    },
    creatingMessage: {
      tags: ['signInNeeded', 'busy'],
      invoke: {
        src: 'createMessage',
        input: ({ context }) => ({ caipAddress: context.caipAddress as CaipAddress }),
        onDone: { target: 'signing', actions: assign({ message: ({ event }) => event.output }) },
        onError: {
          target: 'idle',
          actions: [
            assign({ error: () => new SignInInitError() }),
            emit(({ event }) => ({
              type: 'signIn.initFailed' as const,
              error: new SignInInitError({ cause: event.error }),
            })),
          ],
        },
      },
    },
    signing: {
      tags: ['signInNeeded', 'busy', 'awaitingWallet'],
      invoke: {
        src: 'signMessage',
        input: ({ context }) => ({
          caipAddress: context.caipAddress as CaipAddress,
          message: context.message?.message ?? '',
        }),
        onDone: {
          target: 'storing',
          actions: assign({
            session: ({ context, event }) =>
              context.message && { ...context.message, signature: event.output },
          }),
        },
        // spec §4: failure reopens the view with an error.
        onError: {
          target: 'needed',
          actions: [
            assign({
              error: ({ context, event }) =>
                !isRejection(event.error) && context.accountType === 'smartAccount'
                  ? new SmartAccountsUnsupportedError({ cause: event.error })
                  : new SignatureDeclinedError({ cause: event.error }),
            }),
            emit(({ context }) => ({
              type: 'signIn.failed' as const,
              error: context.error ?? new SignatureDeclinedError(),
            })),
          ],
        },
      },
      on: { 'user.cancel': 'needed' },
    },
    storing: {
      tags: ['signInNeeded', 'busy'],
      invoke: {
        src: 'addSession',
        input: ({ context }) => ({ session: context.session as SignInSession }),
        onDone: 'signedIn',
        // A signature the verifier refuses says so; anything else is the store failing.
        onError: {
          target: 'needed',
          actions: [
            assign({
              error: ({ event }) =>
                event.error instanceof SiwxSignatureInvalidError
                  ? event.error
                  : new SignInInitError({ cause: event.error }),
            }),
            emit(({ context }) => ({
              type: 'signIn.failed' as const,
              error: context.error ?? new SignInInitError(),
            })),
          ],
        },
      },
    },
    // spec §4: success stores the session and closes the modal.
    signedIn: {
      tags: ['signedIn'],
      entry: emit(({ context }) => ({
        type: 'signIn.success' as const,
        session: context.session as SignInSession,
      })),
    },
  },
})
