// spec §6: a host's call to the embedded wallet that signs or sends waits for the visitor's
// answer in ApproveTransaction. One at a time: a second call while one is shown is refused at
// once. Each answer names the call it settles (`approval.settled`).
import { assign, emit, setup } from 'xstate'
import type { ApprovalRequest } from '../../authConnector'

export type PendingApproval = ApprovalRequest & { readonly id: number }

export type EmbeddedApprovalEvent =
  | { readonly type: 'app.approvalRequested'; readonly request: PendingApproval }
  | { readonly type: 'user.approve' }
  | { readonly type: 'user.reject' }

export type EmbeddedApprovalEmitted = {
  readonly type: 'approval.settled'
  readonly id: number
  readonly approved: boolean
}

export const embeddedApprovalMachine = setup({
  types: {
    context: {} as { readonly approval?: PendingApproval },
    events: {} as EmbeddedApprovalEvent,
    emitted: {} as EmbeddedApprovalEmitted,
  },
  actions: {
    settle: emit(({ context }, approved: boolean) => ({
      type: 'approval.settled' as const,
      id: context.approval?.id ?? -1,
      approved,
    })),
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
          target: 'reviewing',
          actions: assign({ approval: ({ event }) => event.request }),
        },
      },
    },
    reviewing: {
      tags: ['approvalPending'],
      on: {
        'user.approve': { target: 'idle', actions: { type: 'settle', params: true } },
        'user.reject': { target: 'idle', actions: { type: 'settle', params: false } },
        'app.approvalRequested': {
          actions: emit(({ event }) => ({
            type: 'approval.settled' as const,
            id: event.request.id,
            approved: false,
          })),
        },
      },
    },
  },
})
