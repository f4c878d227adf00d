// spec §2, §4: the modal: open and close, the view stack, the opening rules, the close lock
// while sign-in is required, the 300 ms settling after opening and the 500 ms shake. Decision
// 0032: the modal shows its view at once; for the 300 ms after it opened it is still loading,
// and an error that comes with the opening waits until then (the toasts hold it).
import { assertEvent, assign, emit, raise, setup, stateIn } from 'xstate'
import { MODAL_OPEN_DELAY_MS, SHAKE_DURATION_MS } from '../../constants'
import type { AccountTab, ChainNamespace } from '../../domain/types'
import { type OpeningFacts, openingView, rootView, type ViewEntry } from './views'

export interface ModalContext {
  readonly stack: readonly ViewEntry[]
  readonly namespace?: ChainNamespace
  readonly tab: AccountTab
  readonly embedded: boolean
  readonly connected: boolean
}

type OpenEvent = { readonly facts: OpeningFacts; readonly namespace?: ChainNamespace }

export type ModalEvent =
  | ({ readonly type: 'user.open' } & OpenEvent)
  | { readonly type: 'user.close' }
  | { readonly type: 'user.push'; readonly entry: ViewEntry }
  | { readonly type: 'user.replace'; readonly entry: ViewEntry }
  | { readonly type: 'user.reset'; readonly entry: ViewEntry }
  | { readonly type: 'user.back' }
  | { readonly type: 'user.selectTab'; readonly tab: AccountTab }
  | { readonly type: 'app.shake' }
  | { readonly type: 'app.connected' }
  | { readonly type: 'app.disconnected' }
  | { readonly type: 'app.signInNeeded'; readonly required: boolean }
  | { readonly type: 'app.signInFailed' }
  | { readonly type: 'app.signInSucceeded' }
  | { readonly type: 'app.signInCancelled' }
  | { readonly type: 'app.switchFailed' }
  | { readonly type: 'app.switchedFromUnsupported' }
  | { readonly type: 'app.sendSucceeded' }
  | { readonly type: 'app.nameRegistrationCancelled' }

export type ModalEmitted =
  /** The modal went from closed to open: errors that come with the opening wait 300 ms. */
  | { readonly type: 'modal.opened' }
  /** spec §4: closing clears loading and resets the pairing uri. */
  | { readonly type: 'modal.closed' }
  /** spec §2: back from ConnectingFarcaster while not connected resets the Farcaster link. */
  | { readonly type: 'modal.farcasterReset' }

const top = (context: ModalContext) => context.stack.at(-1)

// spec §2: closing is refused (with a shake) while sign-in is required and no session exists;
// in embedded mode it returns to the root view instead.
const closeTransitions = [
  { guard: 'closeLocked', actions: 'shake' },
  { guard: 'embedded', target: '#modal.visibility.open', actions: 'resetToRoot' },
  { target: '#modal.visibility.closed', actions: ['clear', 'emitClosed'] },
] as const

/** Closing that the lock does not stop: the event itself settles sign-in. */
const settleAndClose = [
  { guard: 'embedded', target: '#modal.visibility.open', actions: 'resetToRoot' },
  { target: '#modal.visibility.closed', actions: ['clear', 'emitClosed'] },
] as const

export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    emitted: {} as ModalEmitted,
    input: {} as { readonly embedded?: boolean; readonly connected?: boolean },
  },
  delays: { openDelay: MODAL_OPEN_DELAY_MS, shakeDuration: SHAKE_DURATION_MS },
  guards: {
    atRoot: ({ context }) => context.stack.length <= 1,
    hasPrevious: ({ context }) => context.stack.length > 1,
    embedded: ({ context }) => context.embedded,
    closeLocked: stateIn('#closeLocked'),
    leavingFarcasterUnconnected: ({ context }) =>
      !context.connected && top(context)?.view === 'ConnectingFarcaster',
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'user.open')
      return { stack: [openingView(event.facts)], namespace: event.namespace }
    }),
    push: assign(({ context, event }) => {
      assertEvent(event, 'user.push')
      return { stack: [...context.stack, event.entry] }
    }),
    replace: assign(({ context, event }) => {
      assertEvent(event, 'user.replace')
      return { stack: [...context.stack.slice(0, -1), event.entry] }
    }),
    reset: assign(({ event }) => {
      assertEvent(event, 'user.reset')
      return { stack: [event.entry] }
    }),
    back: assign({ stack: ({ context }) => context.stack.slice(0, -1) }),
    resetToRoot: assign({ stack: ({ context }) => [rootView(context.connected)] }),
    clear: assign({ stack: [], namespace: undefined }),
    shake: raise({ type: 'app.shake' }),
    showSignIn: assign({ stack: [{ view: 'SIWXSignMessage' as const }] }),
    emitOpened: emit({ type: 'modal.opened' } as const),
    emitClosed: emit({ type: 'modal.closed' } as const),
    emitFarcasterReset: emit({ type: 'modal.farcasterReset' } as const),
  },
}).createMachine({
  id: 'modal',
  type: 'parallel',
  context: ({ input }) => ({
    stack: [],
    tab: 'Tokens',
    embedded: input.embedded ?? false,
    connected: input.connected ?? false,
  }),
  on: {
    'user.selectTab': { actions: assign({ tab: ({ event }) => event.tab }) },
  },
  states: {
    visibility: {
      initial: 'closed',
      states: {
        closed: {
          tags: ['closed'],
          on: {
            'user.open': { target: 'open', actions: 'open' },
            'app.signInNeeded': { target: 'open', actions: 'showSignIn' },
            'app.signInFailed': { target: 'open', actions: 'showSignIn' },
            // Closed already: these change nothing but the facts.
            'app.connected': { actions: assign({ connected: true }) },
            'app.disconnected': { actions: assign({ connected: false, tab: 'Tokens' }) },
            'app.signInSucceeded': {},
            'app.signInCancelled': {},
            'app.switchedFromUnsupported': {},
            'app.switchFailed': {},
            'app.sendSucceeded': {},
            'app.nameRegistrationCancelled': {},
          },
        },
        open: {
          tags: ['open'],
          entry: 'emitOpened',
          initial: 'settling',
          states: {
            // spec §2 "Modal opens after a 300 ms delay so errors can display", read as decision
            // 0032 does: the view paints at once, and loading stays on (spec §4) for the 300 ms
            // in which an error that came with the opening is held back.
            settling: { tags: ['loading'], after: { openDelay: 'settled' } },
            settled: {},
          },
          on: {
            'user.close': closeTransitions,
            'user.push': { actions: 'push' },
            'user.replace': { actions: 'replace' },
            'user.reset': { actions: 'reset' },
            'user.back': [
              { guard: 'atRoot', actions: raise({ type: 'user.close' }) },
              { guard: 'leavingFarcasterUnconnected', actions: ['back', 'emitFarcasterReset'] },
              { actions: 'back' },
            ],
          },
        },
      },
      on: {
        'user.open': { actions: 'open' },
        'app.signInNeeded': { actions: 'showSignIn' },
        'app.signInFailed': { actions: 'showSignIn' },
        'app.signInSucceeded': settleAndClose,
        // spec §4: cancel resets to Connect (the root disconnects when sign-in is required).
        'app.signInCancelled': [
          { guard: 'embedded', actions: assign({ stack: [{ view: 'Connect' }] }) },
          { target: '.closed', actions: ['clear', 'emitClosed'] },
        ],
        // After connecting, the wallet list is done: close (or show Account when embedded).
        'app.connected': [
          { guard: 'embedded', actions: [assign({ connected: true }), 'resetToRoot'] },
          { target: '.closed', actions: [assign({ connected: true }), 'clear', 'emitClosed'] },
        ],
        'app.disconnected': {
          actions: assign({ connected: false, tab: 'Tokens', stack: [{ view: 'Connect' }] }),
        },
        // spec §2: a failed network switch goes back one view.
        'app.switchFailed': { guard: 'hasPrevious', actions: 'back' },
        // spec §2: after a switch from an unsupported network the modal closes.
        'app.switchedFromUnsupported': closeTransitions,
        // spec §2: after a successful send, the view returns to Account.
        'app.sendSucceeded': { actions: assign({ stack: [{ view: 'Account' }] }) },
        // spec §2: cancelling a wallet in name registration returns to RegisterAccountName.
        'app.nameRegistrationCancelled': {
          actions: assign({ stack: [{ view: 'Account' }, { view: 'RegisterAccountName' }] }),
        },
      },
    },
    closeLock: {
      initial: 'unlocked',
      states: {
        unlocked: {
          on: { 'app.signInNeeded': { guard: ({ event }) => event.required, target: 'locked' } },
        },
        // spec §2: closing is disabled while sign-in is required and no session exists.
        locked: {
          id: 'closeLocked',
          tags: ['closeBlocked'],
          on: {
            'app.signInSucceeded': 'unlocked',
            'app.signInCancelled': 'unlocked',
            'app.disconnected': 'unlocked',
          },
        },
      },
    },
    shake: {
      initial: 'still',
      states: {
        still: { on: { 'app.shake': 'shaking' } },
        // spec §2: "Shake lasts 500 ms."
        shaking: {
          tags: ['shaking'],
          after: { shakeDuration: 'still' },
          on: { 'app.shake': { target: 'shaking', reenter: true } },
        },
      },
    },
  },
})
