// spec §7 "update e-mail (primary and secondary otp)": the embedded wallet's e-mail change, a
// flow of its own beside the login: the new address, a code sent to the current address, then
// one sent to the new address; `updateEmail.done` with the new address. The coordinator resets
// it when the user signs out.
import { assertEvent, assign, emit, setup } from 'xstate'
import { errorOfEvent } from '../../errors/errorInfo'
import { notProvided } from '../effectActors'
import { type EmbeddedWalletError, embeddedWalletErrorOf } from './embeddedWalletErrors'

export interface UpdateEmailContext {
  readonly newEmail?: string
  readonly error?: EmbeddedWalletError
}

export type UpdateEmailEvent =
  | { readonly type: 'user.updateEmail'; readonly email: string }
  | { readonly type: 'user.submitOtp'; readonly otp: string }
  | { readonly type: 'user.cancel' }
  | { readonly type: 'app.reset' }

export type UpdateEmailEmitted = { readonly type: 'updateEmail.done'; readonly email: string }

/** The code typed: the verifying states are entered on a user.submitOtp alone. */
const otpOf = ({ event }: { event: UpdateEmailEvent }) => {
  assertEvent(event, 'user.submitOtp')
  return { otp: event.otp }
}

export const updateEmailMachine = setup({
  types: {
    context: {} as UpdateEmailContext,
    events: {} as UpdateEmailEvent,
    emitted: {} as UpdateEmailEmitted,
  },
  actors: {
    /** UPDATE_EMAIL: the frame mails a code to the current address. */
    updateEmail: notProvided<void, { readonly email: string }>('updateEmail'),
    verifyPrimaryOtp: notProvided<void, { readonly otp: string }>('verifyPrimaryOtp'),
    /** UPDATE_EMAIL_SECONDARY_OTP: resolves with the new address, now the user's. */
    verifySecondaryOtp: notProvided<string, { readonly otp: string }>('verifySecondaryOtp'),
  },
  actions: {
    setError: assign({
      error: ({ event }) => embeddedWalletErrorOf(errorOfEvent(event)),
    }),
    clearError: assign({ error: undefined }),
  },
}).createMachine({
  id: 'updateEmail',
  initial: 'idle',
  context: {},
  on: {
    'app.reset': { target: '.idle', actions: assign({ newEmail: undefined, error: undefined }) },
  },
  states: {
    idle: {
      on: {
        'user.updateEmail': {
          target: 'sending',
          actions: assign({ newEmail: ({ event }) => event.email, error: undefined }),
        },
      },
    },
    sending: {
      tags: ['updateSending'],
      invoke: {
        src: 'updateEmail',
        input: ({ context }) => ({ email: context.newEmail ?? '' }),
        onDone: 'primaryOtp',
        onError: { target: 'idle', actions: 'setError' },
      },
    },
    primaryOtp: {
      tags: ['primaryOtp'],
      on: {
        'user.submitOtp': { target: 'verifyingPrimary', actions: 'clearError' },
        'user.cancel': { target: 'idle', actions: 'clearError' },
      },
    },
    verifyingPrimary: {
      tags: ['primaryOtp', 'verifying'],
      invoke: {
        src: 'verifyPrimaryOtp',
        input: otpOf,
        onDone: 'secondaryOtp',
        onError: { target: 'primaryOtp', actions: 'setError' },
      },
    },
    secondaryOtp: {
      tags: ['secondaryOtp'],
      on: {
        'user.submitOtp': { target: 'verifyingSecondary', actions: 'clearError' },
        'user.cancel': { target: 'idle', actions: 'clearError' },
      },
    },
    verifyingSecondary: {
      tags: ['secondaryOtp', 'verifying'],
      invoke: {
        src: 'verifySecondaryOtp',
        input: otpOf,
        onDone: {
          target: 'idle',
          actions: [
            assign({ newEmail: undefined }),
            emit(({ event }) => ({ type: 'updateEmail.done' as const, email: event.output })),
          ],
        },
        onError: { target: 'secondaryOtp', actions: 'setError' },
      },
    },
  },
})
