// Issue 27: the account's flows (send, pay, activity, smart sessions, swap, on-ramp) start on
// first use, their code with them: a new widget runs none; the first ask starts them all once;
// what was asked of them before they ran reaches them when they do.
import { describe, expect, it, vi } from 'vitest'
import { accountFlowIds } from '../flows/systemIds'
import { widgetsForFile } from '../testing/widgetTesting'

const setup = widgetsForFile()

describe('the account flows start on first use (issue 27)', () => {
  it('a new widget runs none of them; the first ask starts them all, once', async () => {
    const { widget } = setup()
    for (const id of accountFlowIds) expect(widget.actor.system.get(id)).toBeUndefined()
    expect(widget.flowStarting('modal')).toBeUndefined()
    const starting = widget.flowStarting('send')
    expect(starting).toBeInstanceOf(Promise)
    expect(widget.flowStarting('activity')).toBe(starting)
    await starting
    for (const id of accountFlowIds) expect(widget.actor.system.get(id)).toBeDefined()
    expect(widget.flowStarting('send')).toBeUndefined()
    expect(widget.flowSnapshot('send').context.amount).toBe('')
  })

  it('an event and a watch given before they run reach the flow once it does', async () => {
    const { widget } = setup()
    const changed = vi.fn()
    widget.watchFlow('send', changed)
    widget.sendToFlow('send', { type: 'user.setAmount', amount: '1.5' })
    expect(widget.actor.system.get('send')).toBeUndefined()
    await widget.flowStarting('send')
    expect(widget.flowSnapshot('send').context.amount).toBe('1.5')
    expect(changed).toHaveBeenCalled()
  })

  it('a watch stopped before they run never listens', async () => {
    const { widget } = setup()
    const changed = vi.fn()
    widget.watchFlow('send', changed)()
    await widget.flowStarting('send')
    widget.sendToFlow('send', { type: 'user.setAmount', amount: '2' })
    expect(widget.flowSnapshot('send').context.amount).toBe('2')
    expect(changed).not.toHaveBeenCalled()
  })

  it('refreshAccount before any use starts nothing and still tells the host', async () => {
    const { widget, events } = setup()
    widget.refreshAccount()
    await Promise.resolve()
    expect(widget.actor.system.get('activity')).toBeUndefined()
    expect(events.map((event) => event.type)).toContain('ACCOUNT_REFRESH')
  })

  it('the last disconnect resets a form that was started', async () => {
    const { widget, until } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    await widget.flowStarting('send')
    widget.sendToFlow('send', { type: 'user.setAmount', amount: '3' })
    expect(widget.flowSnapshot('send').context.amount).toBe('3')
    await widget.disconnect()
    await until((state) => state.status === 'disconnected')
    expect(widget.flowSnapshot('send').context.amount).toBe('')
  })

  it('initialSnapshotOf an account flow: as every new widget starts it, once its code is there', async () => {
    const { widget } = setup()
    await widget.flowStarting('send')
    widget.sendToFlow('send', { type: 'user.setAmount', amount: '4' })
    expect(widget.initialSnapshotOf('send').context.amount).toBe('')
    // The payment's own send form, its child.
    expect(widget.initialSnapshotOf('pay').context.amount).toBe('')
    expect(widget.initialSnapshotOf('activity').status).toBe('active')
  })
})
