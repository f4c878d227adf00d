// spec §6: a host's call waits for the visitor; one at a time.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type EmbeddedApprovalEmitted, embeddedApprovalMachine } from './embeddedApproval.machine'
import { selectPendingApproval } from './embeddedWallet.selectors'

describe('embeddedApproval machine (spec §6)', () => {
  it('waits for the visitor; a second call meanwhile is refused; each answer names its call', () => {
    const actor = createActor(embeddedApprovalMachine).start()
    const emitted: EmbeddedApprovalEmitted[] = []
    actor.on('*', (event) => emitted.push(event))
    actor.send({ type: 'app.approvalRequested', request: { id: 1, method: 'personal_sign' } })
    expect(selectPendingApproval(actor.getSnapshot())).toEqual({ id: 1, method: 'personal_sign' })
    actor.send({ type: 'app.approvalRequested', request: { id: 2, method: 'eth_sendTransaction' } })
    actor.send({ type: 'user.approve' })
    expect(selectPendingApproval(actor.getSnapshot())).toBeUndefined()
    actor.send({ type: 'app.approvalRequested', request: { id: 3, method: 'eth_sign' } })
    actor.send({ type: 'user.reject' })
    expect(emitted).toEqual([
      { type: 'approval.settled', id: 2, approved: false },
      { type: 'approval.settled', id: 1, approved: true },
      { type: 'approval.settled', id: 3, approved: false },
    ])
  })
})
