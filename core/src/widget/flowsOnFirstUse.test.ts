// Issue 27: the account's flows (send, pay, activity, smart sessions, swap, on-ramp) start on
// first use, their code with them: a new widget runs none; the first ask starts them all once;
// what was asked of them before they ran reaches them when they do; an account that connects
// loads them after the next paint. The embedded wallet's flows run from the start only with an
// embedded wallet (embeddedWalletReactions.test.ts), else on first use.
import { describe, expect, it, vi } from 'vitest'
import { accountFlowIds, embeddedFlowIds } from '../flows/systemIds'
import { widgetsForFile } from '../testing/widgetTesting'
import { FlowsAfterDestroyError } from './flowsOnFirstUse'

const setup = widgetsForFile()

describe('the account flows start on first use (issue 27)', () => {
  it('a new widget runs none of them; the first ask starts them all, once', async () => {
    const { widget } = setup()
    for (const id of accountFlowIds.ids) expect(widget.actor.system.get(id)).toBeUndefined()
    expect(widget.flowStarting('modal')).toBeUndefined()
    const starting = widget.flowStarting('send')
    expect(starting).toBeInstanceOf(Promise)
    expect(widget.flowStarting('activity')).toBe(starting)
    await starting
    for (const id of accountFlowIds.ids) expect(widget.actor.system.get(id)).toBeDefined()
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

  it('an account that connects starts them after the next paint, for the Account view', async () => {
    const { widget } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    expect(widget.actor.system.get('send')).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(widget.flowStarting('send')).toBeUndefined()
  })

  it('a widget destroyed before their code arrives starts nothing', async () => {
    const { widget } = setup()
    const starting = widget.flowStarting('send')
    await widget.destroy()
    await expect(starting).rejects.toBeInstanceOf(FlowsAfterDestroyError)
    expect(widget.actor.system.get('send')).toBeUndefined()
  })

  it('without an embedded wallet its flows never run unless asked for', async () => {
    const { widget } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (const id of embeddedFlowIds.ids) expect(widget.actor.system.get(id)).toBeUndefined()
    await widget.flowStarting('embeddedWallet')
    for (const id of embeddedFlowIds.ids) expect(widget.actor.system.get(id)).toBeDefined()
    expect(widget.flowSnapshot('embeddedWallet').hasTag('signedIn')).toBe(false)
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
