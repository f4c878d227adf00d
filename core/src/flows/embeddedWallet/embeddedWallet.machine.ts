// spec §3 embedded-wallet user, §4 "Embedded login frame: not ready, then ready", §5 e-mail
// cooldown, §7 frame requests, §8 alerts: the e-mail and social wallet. Two regions: the frame
// (loaded on first use: not ready → ready, or failed with the §8 error) and the login (e-mail →
// OTP or device approval, social, Farcaster, then the user; signed in, the preferred account).
// The e-mail update (updateEmail.machine.ts) and the approval of a host's call
// (embeddedApproval.machine.ts) are flows of their own. Side effects are actors
// (embeddedWalletActors.ts); the types are in embeddedWallet.types.ts. Over 300 lines: the
// login's states are one tree, read together.
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate'
import type { SocialWindow } from '../../authConnector'
import type { EmbeddedAccountType, EmbeddedWalletUser } from '../../domain/types'
import { errorOfEvent } from '../../errors/errorInfo'
import { notProvided } from '../effectActors'
import type {
  EmbeddedSocialProvider,
  EmbeddedWalletContext,
  EmbeddedWalletEmitted,
  EmbeddedWalletEvent,
  UserInput,
} from './embeddedWallet.types'
import { embeddedWalletErrorOf } from './embeddedWalletErrors'

const errorOf = ({ event }: { event: unknown }) => embeddedWalletErrorOf(errorOfEvent(event))
/** The network and account type the user is read for (spec §3 preferred account). */
const userInput = ({ context }: { context: EmbeddedWalletContext }): UserInput => ({
  chainId: context.chainId,
  preferredAccountType: context.preferredAccountType,
})

/** The signed-in user, as a login's onDone gives it (the `signIn` action's params). */
const userOfOutput = ({ event }: { event: { output: EmbeddedWalletUser } }) => event.output

/** An e-mail login (spec §5: each new code is under the cooldown), from signed out or a code. */
const emailLogin = {
  target: '#embeddedWallet.login.emailStarting',
  actions: 'startEmailLogin',
} as const

/** Social and Farcaster logins, from signed out or from a waiting e-mail login. */
const otherLogins = {
  'user.connectSocial': { target: '#embeddedWallet.login.social', actions: 'startSocial' },
  'user.connectFarcaster': {
    target: '#embeddedWallet.login.farcasterUri',
    actions: 'startFarcaster',
  },
} as const

export const embeddedWalletMachine = setup({
  types: {
    context: {} as EmbeddedWalletContext,
    events: {} as EmbeddedWalletEvent,
    emitted: {} as EmbeddedWalletEmitted,
    input: {} as { readonly preferredAccountType: EmbeddedAccountType },
  },
  actors: {
    /** Creates the frame and waits for its announce + 500 ms (spec §4), at most 20 s (§9). */
    loadFrame: notProvided<void, undefined>('loadFrame'),
    /** spec §5 cooldown (stored last login time), then CONNECT_EMAIL. */
    startEmail: notProvided<'VERIFY_OTP' | 'VERIFY_DEVICE', { readonly email: string }>(
      'startEmail',
    ),
    /** CONNECT_DEVICE: resolves once the new device is approved from the mail. */
    approveDevice: notProvided<void, undefined>('approveDevice'),
    /** CONNECT_OTP, then the §3 storage of a successful e-mail login. */
    verifyOtp: notProvided<void, { readonly otp: string; readonly email: string }>('verifyOtp'),
    getUser: notProvided<EmbeddedWalletUser, UserInput>('getUser'),
    /** Popup (or redirect) on the provider, CONNECT_SOCIAL, the §3 social storage. */
    socialLogin: notProvided<
      EmbeddedWalletUser,
      UserInput & {
        readonly provider: EmbeddedSocialProvider
        readonly socialWindow?: SocialWindow
      }
    >('socialLogin'),
    socialRedirect: notProvided<EmbeddedWalletUser, UserInput & { readonly uri: string }>(
      'socialRedirect',
    ),
    farcasterUri: notProvided<string, undefined>('farcasterUri'),
    connectFarcaster: notProvided<void, undefined>('connectFarcaster'),
    /** spec §2: back from ConnectingFarcaster reloads the auth connector. */
    reloadFrame: notProvided<void, undefined>('reloadFrame'),
    /** GET_SMART_ACCOUNT_ENABLED_NETWORKS after each login or reconnect, then stored (§3). */
    smartAccountNetworks: notProvided<readonly number[], undefined>('smartAccountNetworks'),
    setPreferredAccount: notProvided<
      EmbeddedAccountType,
      { readonly accountType: EmbeddedAccountType }
    >('setPreferredAccount'),
  },
  actions: {
    emitFailed: emit(({ event }) => ({
      type: 'embeddedWallet.failed' as const,
      error: errorOf({ event }),
    })),
    setError: assign({ error: errorOf }),
    startSocial: assign(({ event }) => {
      assertEvent(event, 'user.connectSocial')
      return { socialProvider: event.provider, error: undefined }
    }),
    startEmailLogin: assign(({ event }) =>
      event.type === 'user.loginEmail' ? { email: event.email, error: undefined } : {},
    ),
    startFarcaster: assign({ socialProvider: 'farcaster', error: undefined }),
    clearError: assign({ error: undefined }),
    // The user comes as params from a login's onDone, where its output is typed.
    signIn: enqueueActions(({ enqueue }, user: EmbeddedWalletUser) => {
      enqueue.assign({ user, error: undefined, farcasterUrl: undefined })
      enqueue.emit({ type: 'embeddedWallet.signedIn' as const, user })
    }),
  },
}).createMachine({
  id: 'embeddedWallet',
  type: 'parallel',
  context: ({ input }) => ({ preferredAccountType: input.preferredAccountType }),
  on: { 'app.network': { actions: assign({ chainId: ({ event }) => event.chainId }) } },
  states: {
    frame: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.load': 'loading' } },
        // spec §4: not ready until the frame announced itself and 500 ms passed.
        loading: {
          tags: ['frameLoading'],
          invoke: {
            src: 'loadFrame',
            onDone: 'ready',
            onError: { target: 'failed', actions: ['setError', 'emitFailed'] },
          },
        },
        ready: { tags: ['frameReady'] },
        failed: { tags: ['frameFailed'], on: { 'user.load': 'loading' } },
      },
    },
    login: {
      initial: 'signedOut',
      states: {
        signedOut: {
          tags: ['signedOut'],
          on: {
            'user.loginEmail': emailLogin,
            ...otherLogins,
            'app.socialRedirect': 'socialRedirect',
            'app.reconnected': 'fetchingUser',
          },
        },
        emailStarting: {
          tags: ['emailPending'],
          invoke: {
            src: 'startEmail',
            input: ({ context }) => ({ email: context.email ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output === 'VERIFY_DEVICE',
                target: 'awaitingDevice',
                actions: emit({ type: 'embeddedWallet.verifyDevice' as const }),
              },
              {
                target: 'awaitingOtp',
                actions: emit({ type: 'embeddedWallet.verifyOtp' as const }),
              },
            ],
            onError: { target: 'signedOut', actions: ['setError', 'emitFailed'] },
          },
        },
        awaitingDevice: {
          tags: ['awaitingDevice'],
          on: { 'user.cancel': { target: 'signedOut', actions: 'clearError' }, ...otherLogins },
          invoke: {
            src: 'approveDevice',
            onDone: {
              target: 'awaitingOtp',
              actions: emit({ type: 'embeddedWallet.verifyOtp' as const }),
            },
            onError: { target: 'signedOut', actions: ['setError', 'emitFailed'] },
          },
        },
        awaitingOtp: {
          tags: ['awaitingOtp'],
          on: {
            'user.submitOtp': { target: 'verifyingOtp', actions: 'clearError' },
            // A new code: the cooldown applies (spec §5).
            'user.loginEmail': emailLogin,
            'user.cancel': { target: 'signedOut', actions: 'clearError' },
            // Back on Connect, the visitor may pick another way in.
            ...otherLogins,
          },
        },
        verifyingOtp: {
          tags: ['awaitingOtp', 'verifying'],
          invoke: {
            src: 'verifyOtp',
            // Entered on a user.submitOtp alone.
            input: ({ context, event }) => {
              assertEvent(event, 'user.submitOtp')
              return { otp: event.otp, email: context.email ?? '' }
            },
            onDone: 'fetchingUser',
            onError: { target: 'awaitingOtp', actions: ['setError', 'emitFailed'] },
          },
        },
        social: {
          tags: ['socialPending'],
          on: { 'user.cancel': { target: 'signedOut', actions: 'clearError' } },
          invoke: {
            src: 'socialLogin',
            // Entered on a user.connectSocial alone.
            input: ({ context, event }) => {
              assertEvent(event, 'user.connectSocial')
              const { provider, socialWindow } = event
              return { provider, socialWindow, ...userInput({ context }) }
            },
            onDone: {
              target: 'signedIn',
              actions: { type: 'signIn', params: userOfOutput },
            },
            onError: { target: 'signedOut', actions: ['setError', 'emitFailed'] },
          },
        },
        socialRedirect: {
          tags: ['socialPending'],
          invoke: {
            src: 'socialRedirect',
            // Entered on an app.socialRedirect alone.
            input: ({ context, event }) => {
              assertEvent(event, 'app.socialRedirect')
              return { uri: event.uri, ...userInput({ context }) }
            },
            onDone: {
              target: 'signedIn',
              actions: { type: 'signIn', params: userOfOutput },
            },
            onError: { target: 'signedOut', actions: ['setError', 'emitFailed'] },
          },
        },
        farcasterUri: {
          tags: ['farcasterPending'],
          on: { 'user.cancel': 'reloading' },
          invoke: {
            src: 'farcasterUri',
            onDone: {
              target: 'farcasterWaiting',
              actions: assign({ farcasterUrl: ({ event }) => event.output }),
            },
            onError: { target: 'signedOut', actions: ['setError', 'emitFailed'] },
          },
        },
        farcasterWaiting: {
          tags: ['farcasterPending'],
          on: { 'user.cancel': 'reloading' },
          invoke: {
            src: 'connectFarcaster',
            onDone: 'fetchingUser',
            onError: { target: 'signedOut', actions: ['setError', 'emitFailed'] },
          },
        },
        // spec §2: leaving ConnectingFarcaster unconnected resets the link and reloads the frame.
        reloading: {
          entry: assign({ farcasterUrl: undefined }),
          invoke: { src: 'reloadFrame', onDone: 'signedOut', onError: 'signedOut' },
        },
        fetchingUser: {
          tags: ['fetchingUser'],
          invoke: {
            src: 'getUser',
            input: userInput,
            onDone: {
              target: 'signedIn',
              actions: { type: 'signIn', params: userOfOutput },
            },
            onError: { target: 'signedOut', actions: ['setError', 'emitFailed'] },
          },
        },
        signedIn: {
          tags: ['signedIn'],
          initial: 'idle',
          // Without an answer the list stays as it was: nothing else depends on it.
          invoke: {
            src: 'smartAccountNetworks',
            onDone: {
              actions: assign({ smartAccountEnabledNetworks: ({ event }) => event.output }),
            },
            onError: { actions: [] },
          },
          on: {
            'app.signedOut': {
              target: 'signedOut',
              actions: assign({ user: undefined, email: undefined, socialProvider: undefined }),
            },
            // The e-mail update (updateEmail.machine.ts) finished: the user has the new address.
            'app.emailUpdated': {
              actions: assign({
                user: ({ context, event }) =>
                  context.user && { ...context.user, email: event.email },
              }),
            },
          },
          states: {
            idle: { on: { 'user.setPreferredAccount': 'settingAccount' } },
            settingAccount: {
              tags: ['settingAccount'],
              invoke: {
                src: 'setPreferredAccount',
                // Entered on a user.setPreferredAccount alone.
                input: ({ event }) => {
                  assertEvent(event, 'user.setPreferredAccount')
                  return { accountType: event.accountType }
                },
                onDone: {
                  target: 'refreshing',
                  actions: assign({ preferredAccountType: ({ event }) => event.output }),
                },
                onError: { target: 'idle', actions: 'setError' },
              },
            },
            refreshing: {
              invoke: {
                src: 'getUser',
                input: userInput,
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ user: ({ event }) => event.output }),
                    emit(({ event }) => ({
                      type: 'embeddedWallet.accountChanged' as const,
                      user: event.output,
                    })),
                  ],
                },
                onError: { target: 'idle', actions: 'setError' },
              },
            },
          },
        },
      },
    },
  },
})
