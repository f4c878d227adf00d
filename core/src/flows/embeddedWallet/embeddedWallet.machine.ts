// spec §3 embedded-wallet user, §4 "Embedded login frame: not ready, then ready", §5 e-mail
// cooldown, §7 frame requests, §8 alerts: the e-mail and social wallet. Two regions: the frame
// (loaded on first use: not ready → ready, or failed with the §8 error) and the login (e-mail →
// OTP or device approval, social, Farcaster, then the user; signed in, the preferred account).
// The e-mail update (updateEmail.machine.ts) and the approval of a host's call
// (embeddedApproval.machine.ts) are flows of their own. Side effects are actors
// (embeddedWalletActors.ts). Over 300 lines: the login's states are one tree, read together.
import { assign, emit, setup } from 'xstate'
import type { SocialWindow } from '../../authConnector'
import type { EmbeddedAccountType, EmbeddedWalletUser, SocialProvider } from '../../domain/types'
import { errorOfEvent } from '../../errors/errorInfo'
import { notProvided } from '../effectActors'
import { type EmbeddedWalletError, embeddedWalletErrorOf } from './embeddedWalletErrors'

export type EmbeddedSocialProvider = Exclude<SocialProvider, 'farcaster'>

export interface EmbeddedWalletContext {
  readonly preferredAccountType: EmbeddedAccountType
  readonly chainId?: number | string
  /** The e-mail being logged in with. */
  readonly email?: string
  readonly user?: EmbeddedWalletUser
  readonly socialProvider?: SocialProvider
  /** spec §3 `farcasterUrl`: the link the Farcaster app approves. */
  readonly farcasterUrl?: string
  /** spec §3 network state: the chain ids where the frame offers the smart account. */
  readonly smartAccountEnabledNetworks?: readonly number[]
  readonly error?: EmbeddedWalletError
}

export type EmbeddedWalletEvent =
  | { readonly type: 'user.load' }
  | { readonly type: 'user.loginEmail'; readonly email: string }
  | { readonly type: 'user.submitOtp'; readonly otp: string }
  | {
      readonly type: 'user.connectSocial'
      readonly provider: EmbeddedSocialProvider
      readonly socialWindow?: SocialWindow
    }
  | { readonly type: 'user.connectFarcaster' }
  | { readonly type: 'user.cancel' }
  | { readonly type: 'user.setPreferredAccount'; readonly accountType: EmbeddedAccountType }
  | { readonly type: 'app.network'; readonly chainId: number | string }
  | { readonly type: 'app.emailUpdated'; readonly email: string }
  | { readonly type: 'app.socialRedirect'; readonly uri: string }
  | { readonly type: 'app.reconnected' }
  | { readonly type: 'app.signedOut' }

export type EmbeddedWalletEmitted =
  | { readonly type: 'embeddedWallet.verifyOtp' }
  | { readonly type: 'embeddedWallet.verifyDevice' }
  | { readonly type: 'embeddedWallet.signedIn'; readonly user: EmbeddedWalletUser }
  /** A §8 alert's error (frame load, request timeout, refused origin). */
  | { readonly type: 'embeddedWallet.failed'; readonly error: EmbeddedWalletError }
  | { readonly type: 'embeddedWallet.accountChanged'; readonly user: EmbeddedWalletUser }

type UserInput = {
  readonly chainId?: number | string
  readonly preferredAccountType: EmbeddedAccountType
}
const errorOf = ({ event }: { event: unknown }) => embeddedWalletErrorOf(errorOfEvent(event))
const userOut = ({ event }: { event: unknown }) => (event as { output: EmbeddedWalletUser }).output

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
    startSocial: assign({
      socialProvider: ({ event }) => (event as { provider: EmbeddedSocialProvider }).provider,
      error: undefined,
    }),
    startFarcaster: assign({ socialProvider: 'farcaster', error: undefined }),
    clearError: assign({ error: undefined }),
    signIn: assign({ user: userOut, error: undefined, farcasterUrl: undefined }),
    emitSignedIn: emit(({ event }) => ({
      type: 'embeddedWallet.signedIn' as const,
      user: userOut({ event }),
    })),
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
            'user.loginEmail': {
              target: 'emailStarting',
              actions: assign({ email: ({ event }) => event.email, error: undefined }),
            },
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
            'user.loginEmail': {
              target: 'emailStarting',
              actions: assign({ email: ({ event }) => event.email, error: undefined }),
            },
            'user.cancel': { target: 'signedOut', actions: 'clearError' },
            // Back on Connect, the visitor may pick another way in.
            ...otherLogins,
          },
        },
        verifyingOtp: {
          tags: ['awaitingOtp', 'verifying'],
          invoke: {
            src: 'verifyOtp',
            input: ({ context, event }) => ({
              otp: (event as { otp: string }).otp,
              email: context.email ?? '',
            }),
            onDone: 'fetchingUser',
            onError: { target: 'awaitingOtp', actions: ['setError', 'emitFailed'] },
          },
        },
        social: {
          tags: ['socialPending'],
          on: { 'user.cancel': { target: 'signedOut', actions: 'clearError' } },
          invoke: {
            src: 'socialLogin',
            input: ({ context, event }) => ({
              provider: (event as { provider: EmbeddedSocialProvider }).provider,
              socialWindow: (event as { socialWindow?: SocialWindow }).socialWindow,
              chainId: context.chainId,
              preferredAccountType: context.preferredAccountType,
            }),
            onDone: { target: 'signedIn', actions: ['signIn', 'emitSignedIn'] },
            onError: { target: 'signedOut', actions: ['setError', 'emitFailed'] },
          },
        },
        socialRedirect: {
          tags: ['socialPending'],
          invoke: {
            src: 'socialRedirect',
            input: ({ context, event }) => ({
              uri: (event as { uri: string }).uri,
              chainId: context.chainId,
              preferredAccountType: context.preferredAccountType,
            }),
            onDone: { target: 'signedIn', actions: ['signIn', 'emitSignedIn'] },
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
            input: ({ context }) => ({
              chainId: context.chainId,
              preferredAccountType: context.preferredAccountType,
            }),
            onDone: { target: 'signedIn', actions: ['signIn', 'emitSignedIn'] },
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
                input: ({ event }) => ({
                  accountType: (event as { accountType: EmbeddedAccountType }).accountType,
                }),
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
                input: ({ context }) => ({
                  chainId: context.chainId,
                  preferredAccountType: context.preferredAccountType,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ user: userOut }),
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
