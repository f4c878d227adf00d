// The send machine's network fee (issue 25): estimated once the filled-in form settles.
import { describe, expect, it } from 'vitest'
import { DEBOUNCE_MS } from '../../constants'
import { selectSendFee } from './send.selectors'
import { fill, receiver, settle, startSend as start, usdc } from './sendMachineHarness'

describe('send machine: the network fee (issue 25)', () => {
  it('is estimated once the filled-in form settles, and again after each change', async () => {
    const { actor, clock, feeRequests } = start(() => {})
    fill(actor)
    expect(selectSendFee(actor.getSnapshot())).toBeUndefined()
    clock.increment(DEBOUNCE_MS)
    await settle()
    expect(selectSendFee(actor.getSnapshot())).toBe(42_000n)
    expect(feeRequests).toEqual([
      expect.objectContaining({
        to: receiver,
        amount: 1_500_000n,
        tokenAddress: usdc.address?.split(':').at(-1),
      }),
    ])
    // A change drops the old estimate at once; the settled form is asked again.
    actor.send({ type: 'user.setAmount', amount: '13' })
    expect(selectSendFee(actor.getSnapshot())).toBeUndefined()
    clock.increment(DEBOUNCE_MS)
    await settle()
    expect(feeRequests).toHaveLength(2)
    // The node could not estimate it: no fee rather than a wrong one.
    expect(selectSendFee(actor.getSnapshot())).toBeUndefined()
  })

  it('waits for a name to resolve, and asks nothing for a form that is no transfer yet', async () => {
    const { actor, clock, feeRequests } = start(() => {})
    fill(actor, '1', 'alice.reown.id')
    for (let step = 0; step < 3; step++) {
      clock.increment(DEBOUNCE_MS)
      await settle()
    }
    expect(selectSendFee(actor.getSnapshot())).toBe(42_000n)
    expect(feeRequests.at(-1)).toMatchObject({ to: receiver, amount: 1_000_000n })
    const asked = feeRequests.length
    actor.send({ type: 'user.setAmount', amount: 'abc' })
    clock.increment(DEBOUNCE_MS)
    await settle()
    expect(feeRequests).toHaveLength(asked)
    expect(selectSendFee(actor.getSnapshot())).toBeUndefined()
  })
})
