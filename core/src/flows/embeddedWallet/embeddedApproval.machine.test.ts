// spec §6, issue 28 (1): a call waits in ApproveTransaction while the frame asks; one at a time.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type EmbeddedApprovalEmitted, embeddedApprovalMachine } from './embeddedApproval.machine'
import { selectPendingApproval } from './embeddedWallet.selectors'

describe('embeddedApproval machine (spec §6)', () => {
  it('shows one call until it ends; a second call meanwhile is declined; leaving declines the shown one', () => {
    const actor = createActor(embeddedApprovalMachine).start()
    const emitted: EmbeddedApprovalEmitted[] = []
    actor.on('*', (event) => emitted.push(event))
    actor.send({ type: 'app.approvalRequested', request: { id: 1, method: 'personal_sign' } })
    expect(selectPendingApproval(actor.getSnapshot())).toEqual({ id: 1, method: 'personal_sign' })
    actor.send({ type: 'app.approvalRequested', request: { id: 2, method: 'eth_sendTransaction' } })
    // The refused call's end does not end the shown one.
    actor.send({ type: 'app.approvalEnded', id: 2 })
    expect(selectPendingApproval(actor.getSnapshot())).toMatchObject({ id: 1 })
    actor.send({ type: 'app.approvalEnded', id: 1 })
    expect(selectPendingApproval(actor.getSnapshot())).toBeUndefined()
    actor.send({ type: 'app.approvalRequested', request: { id: 3, method: 'eth_sendTransaction' } })
    actor.send({ type: 'user.reject' })
    expect(selectPendingApproval(actor.getSnapshot())).toBeUndefined()
    expect(emitted).toEqual([
      { type: 'approval.declined', id: 2 },
      { type: 'approval.declined', id: 3 },
    ])
  })
})
