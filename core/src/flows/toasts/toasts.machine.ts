// spec §2: toasts in the variants loading, success and error; they auto-close by default, and
// a new message replaces an open one after 150 ms. Decision 0032: for the 300 ms after the modal
// opened, an error toast waits (the last one wins) and shows when they are over.
import { and, assign, enqueueActions, not, setup, stateIn } from 'xstate'
import { MODAL_OPEN_DELAY_MS, TOAST_AUTO_CLOSE_MS, TOAST_REPLACE_DELAY_MS } from '../../constants'

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
  /** The error that came with the modal's opening, shown once its 300 ms are over. */
  readonly held?: Toast
}

export type ToastsEvent =
  | { readonly type: 'app.toast'; readonly toast: Toast }
  | { readonly type: 'user.dismiss' }
  /** The modal has just opened (its `modal.opened`). */
  | { readonly type: 'app.modalOpened' }

/** An 'app.toast' event's toast (the params of show, queue and hold). */
const toastOf = ({ event }: { event: { toast: Toast } }) => event.toast

export const toastsMachine = setup({
  types: { context: {} as ToastsContext, events: {} as ToastsEvent },
  delays: {
    autoClose: TOAST_AUTO_CLOSE_MS,
    replaceDelay: TOAST_REPLACE_DELAY_MS,
    openDelay: MODAL_OPEN_DELAY_MS,
  },
  guards: {
    autoCloses: ({ context }) => context.toast?.autoClose !== false,
    /** An error toast while the modal's opening holds errors back. */
    heldBack: ({ event }) => event.type === 'app.toast' && event.toast.variant === 'error',
    shows: not(and([stateIn('#holdingErrors'), 'heldBack'])),
  },
  actions: {
    // The toast comes as params (toastOf) from the 'app.toast' transitions.
    show: assign((_, toast: Toast) => ({ toast, next: undefined })),
    queue: assign((_, toast: Toast) => ({ toast: undefined, next: toast })),
    showNext: assign({ toast: ({ context }) => context.next, next: undefined }),
    clear: assign({ toast: undefined, next: undefined }),
    hold: assign((_, toast: Toast) => ({ held: toast })),
    release: enqueueActions(({ context, enqueue }) => {
      if (context.held) enqueue.raise({ type: 'app.toast', toast: context.held })
      enqueue.assign({ held: undefined })
    }),
  },
}).createMachine({
  id: 'toasts',
  type: 'parallel',
  context: {},
  states: {
    display: {
      initial: 'hidden',
      states: {
        hidden: {
          on: {
            'app.toast': {
              guard: 'shows',
              target: 'showing',
              actions: { type: 'show', params: toastOf },
            },
          },
        },
        showing: {
          tags: ['visible'],
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'autoCloses', target: 'timed' }, { target: 'held' }] },
            timed: { after: { autoClose: '#toasts.display.hidden' } },
            held: {},
          },
          on: {
            'user.dismiss': { target: 'hidden', actions: 'clear' },
            'app.toast': {
              guard: 'shows',
              target: 'replacing',
              actions: { type: 'queue', params: toastOf },
            },
          },
        },
        replacing: {
          after: { replaceDelay: { target: 'showing', actions: 'showNext' } },
          // The latest message wins; the gap does not start again.
          on: {
            'app.toast': {
              guard: 'shows',
              actions: assign({ next: ({ event }) => event.toast }),
            },
            'user.dismiss': { target: 'hidden', actions: 'clear' },
          },
        },
      },
    },
    // Decision 0032: the 300 ms after the modal opened, in which an error that came with the
    // opening waits (spec §2 "so errors can display").
    opening: {
      initial: 'passing',
      states: {
        passing: { on: { 'app.modalOpened': 'holding' } },
        holding: {
          id: 'holdingErrors',
          after: { openDelay: { target: 'passing', actions: 'release' } },
          on: {
            'app.toast': {
              guard: 'heldBack',
              actions: { type: 'hold', params: toastOf },
            },
          },
        },
      },
    },
  },
})
