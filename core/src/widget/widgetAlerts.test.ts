import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { AlertId } from '../errors/alerts'
import { UnexpectedError } from '../errors/errorInfo'
import { UserRejectedError } from '../errors/walletRpc'
import { createMemoryAdapter } from '../testing/memoryAdapter'
import { testWidgetNetworks, testWidgetWallet, widgetsForFile } from '../testing/widgetTesting'
import { alertsOnce } from './widgetAlerts'

const setup = widgetsForFile()

describe('alertsOnce', () => {
  it('spec §8: each alert shows once, across calls and within one', () => {
    const shown: AlertId[] = []
    const show = alertsOnce((id) => shown.push(id))
    show(['sessionExpired', 'sessionExpired', 'genericError'])
    show(['sessionExpired', 'invalidAppConfiguration'])
    expect(shown).toEqual(['sessionExpired', 'genericError', 'invalidAppConfiguration'])
  })
})

describe("spec §8 'An error occurred' (decision 0040)", () => {
  it('shows once when a flow ends with a failure nothing foresaw, not for a known one', async () => {
    const { adapter } = createMemoryAdapter({
      namespace: 'eip155',
      networks: testWidgetNetworks,
      wallets: [testWidgetWallet],
    })
    let rejectNext = false
    const broken = {
      ...adapter,
      connect: () =>
        rejectNext ? Effect.fail(new UserRejectedError({})) : Effect.die(new Error('boom')),
    }
    const { widget, events } = setup({ adapters: [broken] })
    const toast = () => widget.actor.system.get('toasts')?.getSnapshot().context.toast
    await expect(widget.connect({ connectorId: 'io.metamask' })).rejects.toBeInstanceOf(
      UnexpectedError,
    )
    expect(events.filter((event) => event.type === 'ALERT')).toEqual([
      { type: 'ALERT', alert: 'genericError', message: 'An error occurred' },
    ])
    expect(toast()).toMatchObject({ message: 'An error occurred' })
    await expect(widget.connect({ connectorId: 'io.metamask' })).rejects.toBeInstanceOf(
      UnexpectedError,
    )
    rejectNext = true
    await expect(widget.connect({ connectorId: 'io.metamask' })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(events.filter((event) => event.type === 'CONNECT_ERROR')).toHaveLength(3)
    expect(events.filter((event) => event.type === 'ALERT')).toHaveLength(1)
  })
})
