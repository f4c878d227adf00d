// spec §6, issue 28 (1): a call to the embedded wallet that signs or sends is approved on the
// wallet's own page, in its frame, which ApproveTransaction shows while the call runs. One at a
// time: a second call meanwhile is declined at once. The visitor can leave the view instead of
// answering in the frame (`user.reject`): that call is declined (`approval.declined`).
import { assign, emit, setup } from 'xstate'
import type { ApprovalRequest } from '../../authConnector'

export type PendingApproval = ApprovalRequest & {
  readonly id: number
  /** Shows the wallet's frame in the view's slot; returns the hide. */
  readonly showFrame?: (slot: HTMLElement) => () => void
}

export type EmbeddedApprovalEvent =
  | { readonly type: 'app.approvalRequested'; readonly request: PendingApproval }
  /** The call ended (answered in the frame, or failed). */
  | { readonly type: 'app.approvalEnded'; readonly id: number }
  | { readonly type: 'user.reject' }

export type EmbeddedApprovalEmitted = { readonly type: 'approval.declined'; readonly id: number }

const declined = (id: number) => ({ type: 'approval.declined' as const, id })

export const embeddedApprovalMachine = setup({
  types: {
    context: {} as { readonly approval?: PendingApproval },
    events: {} as EmbeddedApprovalEvent,
    emitted: {} as EmbeddedApprovalEmitted,
  },
  guards: {
    isTheShownCall: ({ context, event }) =>
      event.type === 'app.approvalEnded' && event.id === context.approval?.id,
  },
}).createMachine({
  id: 'embeddedApproval',
  initial: 'idle',
  context: {},
  states: {
    idle: {
      entry: assign({ approval: undefined }),
      on: {
        'app.approvalRequested': {
          target: 'confirming',
          actions: assign({ approval: ({ event }) => event.request }),
        },
      },
    },
    confirming: {
      tags: ['approvalPending'],
      on: {
        'app.approvalEnded': { guard: 'isTheShownCall', target: 'idle' },
        'user.reject': {
          target: 'idle',
          actions: emit(({ context }) => declined(context.approval?.id ?? -1)),
        },
        'app.approvalRequested': { actions: emit(({ event }) => declined(event.request.id)) },
      },
    },
  },
})
