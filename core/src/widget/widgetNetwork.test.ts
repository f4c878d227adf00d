// The network through createWidget's handle: switching (spec §4, §8 'Network not found'), and
// UnsupportedChain when the wallet moves off the requested networks (spec §2).
import { describe, expect, it } from 'vitest'
import { MODAL_OPEN_DELAY_MS } from '../constants'
import { NetworkNotFoundError } from '../errors/sdk'
import { widgetsForFile } from '../testing/widgetTesting'

const setup = widgetsForFile()

describe('createWidget: switching networks', () => {
  it('switches network through the wallet, reports SWITCH_NETWORK and stores it', async () => {
    const { widget, storage, events, until } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    widget.switchNetwork('eip155:11155111')
    await until((state) => state.caipNetwork?.id === 11155111)
    expect(events.find((event) => event.type === 'SWITCH_NETWORK')).toBeDefined()
    expect(storage.getItem('@appkit/active_caip_network_id')).toBe('"eip155:11155111"')
    // Restored at the next start.
    const next = setup({}, storage)
    expect(next.widget.getState().caipNetwork?.id).toBe(11155111)
  })

  it("spec §8: switching to an unknown network is 'Network not found', and the 'Network Not Found' alert once", () => {
    const { widget, events } = setup()
    const toast = () => widget.actor.system.get('toasts')?.getSnapshot().context.toast
    widget.switchNetwork('eip155:424242')
    expect(events.find((event) => event.type === 'SWITCH_NETWORK_ERROR')?.error).toBeInstanceOf(
      NetworkNotFoundError,
    )
    expect(widget.getState().caipNetwork?.id).toBe(1)
    expect(toast()).toMatchObject({ variant: 'error', message: 'Network Not Found' })
    expect(events.filter((event) => event.type === 'ALERT')).toEqual([
      { type: 'ALERT', alert: 'networkNotFound', message: 'Network Not Found' },
    ])
    widget.switchNetwork('eip155:424243')
    expect(events.filter((event) => event.type === 'SWITCH_NETWORK_ERROR')).toHaveLength(2)
    expect(events.filter((event) => event.type === 'ALERT')).toHaveLength(1)
  })

  it("decision 0032: an error with the modal's opening shows 300 ms after it opened", () => {
    const { widget, clock } = setup()
    const toast = () => widget.actor.system.get('toasts')?.getSnapshot().context.toast
    widget.open()
    widget.switchNetwork('eip155:424242')
    expect(widget.getState().open).toBe(true)
    expect(toast()).toBeUndefined()
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(toast()).toMatchObject({ variant: 'error', message: 'Network Not Found' })
  })
})

describe('createWidget: unsupported chain (spec §2)', () => {
  it('opens UnsupportedChain when the wallet moves to a network that is not requested', async () => {
    const { widget, controls, clock, until } = setup()
    await widget.connect({ connectorId: 'io.metamask' })
    controls.emit({ type: 'wallet.chainChanged', connectorId: 'io.metamask', chainId: 424242 })
    await until((state) => state.loading)
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })
    // spec §2: after a switch from an unsupported network the modal closes.
    widget.switchNetwork('eip155:1')
    await until((state) => !state.open)
  })

  it('stays closed when unsupported chains are allowed', async () => {
    const { widget, controls } = setup({ allowUnsupportedChain: true })
    await widget.connect({ connectorId: 'io.metamask' })
    controls.emit({ type: 'wallet.chainChanged', connectorId: 'io.metamask', chainId: 424242 })
    expect(widget.getState()).toMatchObject({ open: false, loading: false })
  })
})
