// Issue 18, fault: the RPC node the widget reads the chain through is killed right after the
// wallet submitted a send and restarted 1.5 s later. The receipt wait retries (spec §9: 6
// retries, 200 ms doubling) and the send ends confirmed: no error, no stuck spinner.

import { selectSendError, selectSendStatus, widgetSystemIds } from '@airlock/core'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnyActorRef, waitFor } from 'xstate'
import { connectedWidget, stackForWidgets } from '../../integration/connectedWidget'
import { recordReliability } from '../reliabilityRecord'
import { type RestartableProxy, startRestartableProxy } from './restartableProxy'

const { stack, widgets } = stackForWidgets()
let proxy: RestartableProxy

// After the stack's own beforeAll: the proxy stands in front of its chain 1.
beforeAll(async () => {
  proxy = await startRestartableProxy(stack().chains.mainnet.rpcUrl)
})
afterAll(() => proxy.stop())

const receiver = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

describe('the RPC node killed and restarted mid-send', () => {
  it('the send still ends confirmed', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'RPC node killed after submit, restarted 1.5 s later',
      cases: 1,
      expected: 'receipt wait retries; SEND_SUCCESS; funds moved',
    })
    // The widget reads chain 1 through the proxy; the wallet sends straight to the node.
    const { widget } = await connectedWidget(stack(), widgets, {
      config: { clock: undefined },
      mainnetRpcUrl: proxy.url,
    })
    let succeededAt = 0
    widget.on('SEND_SUCCESS', () => {
      succeededAt = Date.now()
    })
    const native = (await widget.getBalances()).find((token) => token.symbol === 'ETH')
    expect(native).toBeDefined()
    const chain = createPublicClient({ transport: http(stack().chains.mainnet.rpcUrl) })
    const before = await chain.getBalance({ address: receiver })

    const send = widget.actor.system.get(widgetSystemIds.send) as AnyActorRef
    let killed = false
    const restarted = new Promise<void>((resolve) => {
      const subscription = send.subscribe((snapshot) => {
        if (killed || selectSendStatus(snapshot) !== 'confirming') return
        killed = true
        subscription.unsubscribe()
        void proxy.kill().then(async () => {
          await new Promise((wait) => setTimeout(wait, 1_500))
          await proxy.restart()
          resolve()
        })
      })
    })
    send.send({ type: 'user.setToken', token: native })
    send.send({ type: 'user.setAmount', amount: '0.01' })
    send.send({ type: 'user.setReceiver', receiver })
    send.send({ type: 'user.send' })
    await restarted
    const restartedAt = Date.now()
    await waitFor(send, (snapshot) => selectSendStatus(snapshot) === 'editing', { timeout: 30_000 })
    expect(killed).toBe(true)
    expect(selectSendError(send.getSnapshot())).toBeUndefined()
    // Confirmed only once the node was back: the wait outlived the outage.
    expect(succeededAt).toBeGreaterThanOrEqual(restartedAt)
    expect((await chain.getBalance({ address: receiver })) - before).toBe(parseEther('0.01'))
  }, 60_000)
})
