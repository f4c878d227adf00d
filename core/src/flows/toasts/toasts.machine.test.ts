import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { MODAL_OPEN_DELAY_MS, TOAST_AUTO_CLOSE_MS, TOAST_REPLACE_DELAY_MS } from '../../constants'
import { type Toast, toastsMachine } from './toasts.machine'
import { selectToast } from './toasts.selectors'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(toastsMachine, { clock }).start()
  const show = (toast: Toast) => actor.send({ type: 'app.toast', toast })
  const shown = () => selectToast(actor.getSnapshot())?.message
  return { actor, clock, show, shown }
}

describe('toasts machine (spec §2)', () => {
  it.each(['loading', 'success', 'error'] as const)('shows a %s toast', (variant) => {
    const { show, actor } = start()
    show({ variant, message: 'Hello' })
    expect(selectToast(actor.getSnapshot())).toEqual({ variant, message: 'Hello' })
  })

  it('auto-closes by default', () => {
    const { show, shown, clock } = start()
    show({ variant: 'success', message: 'Copied' })
    clock.increment(TOAST_AUTO_CLOSE_MS - 1)
    expect(shown()).toBe('Copied')
    clock.increment(1)
    expect(shown()).toBeUndefined()
  })

  it('stays until dismissed when autoClose is false', () => {
    const { show, shown, clock, actor } = start()
    show({ variant: 'loading', message: 'Sending', autoClose: false })
    clock.increment(TOAST_AUTO_CLOSE_MS * 10)
    expect(shown()).toBe('Sending')
    actor.send({ type: 'user.dismiss' })
    expect(shown()).toBeUndefined()
  })

  it('a new message replaces an open one after 150 ms', () => {
    const { show, shown, clock } = start()
    show({ variant: 'loading', message: 'Sending', autoClose: false })
    show({ variant: 'success', message: 'Sent' })
    expect(shown()).toBeUndefined()
    clock.increment(TOAST_REPLACE_DELAY_MS - 1)
    expect(shown()).toBeUndefined()
    clock.increment(1)
    expect(shown()).toBe('Sent')
    // The replacement has its own auto-close time.
    clock.increment(TOAST_AUTO_CLOSE_MS)
    expect(shown()).toBeUndefined()
  })

  it('during the gap the latest message wins and the gap does not restart', () => {
    const { show, shown, clock } = start()
    show({ variant: 'error', message: 'A' })
    show({ variant: 'error', message: 'B' })
    clock.increment(100)
    show({ variant: 'error', message: 'C' })
    clock.increment(TOAST_REPLACE_DELAY_MS - 100)
    expect(shown()).toBe('C')
  })

  describe("decision 0032: the 300 ms after the modal's opening", () => {
    it('holds an error back until they are over, the last one winning', () => {
      const { show, shown, clock, actor } = start()
      actor.send({ type: 'app.modalOpened' })
      clock.increment(100)
      show({ variant: 'error', message: 'First' })
      show({ variant: 'error', message: 'Requested RPC call is not allowed' })
      expect(shown()).toBeUndefined()
      clock.increment(MODAL_OPEN_DELAY_MS - 101)
      expect(shown()).toBeUndefined()
      clock.increment(1)
      expect(shown()).toBe('Requested RPC call is not allowed')
    })

    it('lets other variants through at once, and errors after', () => {
      const { show, shown, clock, actor } = start()
      actor.send({ type: 'app.modalOpened' })
      show({ variant: 'success', message: 'Copied' })
      expect(shown()).toBe('Copied')
      clock.increment(MODAL_OPEN_DELAY_MS)
      // Nothing was held: the success toast stays, and an error now shows (after the gap).
      expect(shown()).toBe('Copied')
      show({ variant: 'error', message: 'Failed' })
      clock.increment(TOAST_REPLACE_DELAY_MS)
      expect(shown()).toBe('Failed')
    })
  })
})
