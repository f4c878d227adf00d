// spec §2: toasts in the variants loading, success and error; they auto-close by default, and
// a new message replaces an open one after 150 ms.
import { assign, setup } from 'xstate'
import { TOAST_AUTO_CLOSE_MS, TOAST_REPLACE_DELAY_MS } from '../../constants'

export type ToastVariant = 'loading' | 'success' | 'error'

export interface Toast {
  readonly variant: ToastVariant
  readonly message: string
  /** spec §2: auto-close by default. */
  readonly autoClose?: boolean
}

export interface ToastsContext {
  readonly toast?: Toast
  /** The message waiting for the 150 ms gap after the open one was hidden. */
  readonly next?: Toast
}

export type ToastsEvent =
  | { readonly type: 'app.toast'; readonly toast: Toast }
  | { readonly type: 'user.dismiss' }

export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  delays: { autoClose: TOAST_AUTO_CLOSE_MS, replaceDelay: TOAST_REPLACE_DELAY_MS },
  guards: { autoCloses: ({ context }) => context.toast?.autoClose !== false },
  actions: {
    show: assign({ toast: ({ event }) => (event as { toast: Toast }).toast, next: undefined }),
    queue: assign({ toast: undefined, next: ({ event }) => (event as { toast: Toast }).toast }),
    showNext: assign({ toast: ({ context }) => context.next, next: undefined }),
    clear: assign({ toast: undefined, next: undefined }),
  },
}).createMachine({
  id: 'toasts',
  initial: 'hidden',
  context: {},
  states: {
    hidden: { on: { 'app.toast': { target: 'showing', actions: 'show' } } },
    showing: {
      tags: ['visible'],
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'autoCloses', target: 'timed' }, { target: 'held' }] },
        timed: { after: { autoClose: '#toasts.hidden' } },
        held: {},
      },
      on: {
        'user.dismiss': { target: 'hidden', actions: 'clear' },
        'app.toast': { target: 'replacing', actions: 'queue' },
      },
    },
    replacing: {
      after: { replaceDelay: { target: 'showing', actions: 'showNext' } },
      // The latest message wins; the gap does not start again.
      on: {
        'app.toast': { actions: assign({ next: ({ event }) => event.toast }) },
        'user.dismiss': { target: 'hidden', actions: 'clear' },
      },
    },
  },
})
