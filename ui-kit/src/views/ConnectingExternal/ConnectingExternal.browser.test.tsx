// ConnectingExternal in the default modal over a real widget (the core's in-memory adapter):
// the view is pushed and the connection started as choosing a wallet does, then the wallet
// waits, declines, fails in its own words, or approves. spec §2, §4.
import { WalletRpcError } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { testWallet } from '@airlock/core/testing'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { buttonNamed, dialog, modalHarness, until } from '../../../../test/browser/modalHarness'
import { memoryWallets } from '../../testing/memoryWidget'

const { mount } = modalHarness()
const view = () => dialog()?.querySelector<HTMLElement>('[data-state]')

async function setup() {
  const { controls, config } = memoryWallets([testWallet('Memory Wallet')])
  const { widget, open } = mount({ wallet: false, config })
  open()
  const connector = await until(
    () => widget.actor.getSnapshot().context.connectors.eip155?.[0],
    'the connector',
  )
  const push = () =>
    widget.actor.system
      .get(widgetSystemIds.modal)
      ?.send({ type: 'user.push', entry: { view: 'ConnectingExternal', connector } })
  /** What choosing the wallet does: push the view, then connect. */
  const choose = () => {
    act(() => {
      push()
      widget.connect({ connectorId: connector.id }).catch(() => {})
    })
  }
  const connects = () => controls.calls().filter((call) => call.operation === 'connect').length
  return { widget, controls, choose, push, connects }
}

describe('ConnectingExternal', () => {
  it('waits on the wallet ("Continue in …"), then the connection moves the modal on', async () => {
    const { widget, controls, choose } = await setup()
    const approve = controls.holdNext('connect')
    choose()
    await until(() => view()?.dataset.state === 'waiting', 'the waiting state')
    expect(view()?.textContent).toContain('Continue in Memory Wallet')
    expect(view()?.querySelector('[role="progressbar"]')).not.toBeNull()
    act(() => approve())
    await until(() => widget.getState().status === 'connected', 'the connection')
    await until(() => widget.getState().view !== 'ConnectingExternal', 'the next view')
  })

  it('declined in the wallet: "Connection declined"; Try again connects', async () => {
    const { widget, controls, choose, connects } = await setup()
    controls.rejectNext('connect')
    choose()
    await until(() => view()?.dataset.state === 'rejected', 'the rejected state')
    expect(view()?.querySelector('[role="alert"]')?.textContent).toContain('Connection declined')
    act(() => buttonNamed(/^Try again$/)?.click())
    await until(() => widget.getState().status === 'connected', 'the connection')
    expect(connects()).toBe(2)
  })

  it("another failure shows the wallet's own words", async () => {
    const { controls, choose } = await setup()
    controls.script('connect', {
      kind: 'fail',
      error: new WalletRpcError({ code: -32603, name: 'InternalRpcError', message: 'Locked' }),
    })
    choose()
    await until(() => view()?.dataset.state === 'error', 'the error state')
    expect(view()?.querySelector('[role="alert"]')?.textContent).toBe('Connection failedLocked')
  })

  it('opened with no attempt under way, it starts one itself, once', async () => {
    const { widget, push, connects } = await setup()
    act(() => push())
    await until(() => widget.getState().status === 'connected', 'the connection')
    expect(connects()).toBe(1)
  })
})
