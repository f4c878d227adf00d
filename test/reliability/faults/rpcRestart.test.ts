// Issue 18, fault: the RPC node the widget reads the chain through is killed right after the
// wallet submitted a send and restarted 1.5 s later. The receipt wait retries (spec §9: 6
// retries, 200 ms doubling) and the send ends confirmed: no error, no stuck spinner.

import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWidget,
  ethereumNetwork,
  selectSendError,
  selectSendStatus,
  sepoliaNetwork,
  type Widget,
  type WidgetEvent,
  widgetSystemIds,
} from '@airlock/core'
import { memoryBackend } from '@airlock/core/testing'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnyActorRef, waitFor } from 'xstate'
import { TEST_WALLET_RDNS } from '../../integration/connectedWidget'
import { type Stack, startStack, stopStack } from '../../stack/stack'
import { announceTestWallet, createTestWallet } from '../../wallets/injected/testWallet'
import { recordReliability } from '../reliabilityRecord'
import { type RestartableProxy, startRestartableProxy } from './restartableProxy'

let stack: Stack
let proxy: RestartableProxy
let widget: Widget | undefined

beforeAll(async () => {
  stack = await startStack()
  proxy = await startRestartableProxy(stack.chains.mainnet.rpcUrl)
}, 30_000)
afterAll(async () => {
  await widget?.destroy()
  await proxy.stop()
  await stopStack(stack)
})

const receiver = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'

describe('the RPC node killed and restarted mid-send', () => {
  it('the send still ends confirmed', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'RPC node killed after submit, restarted 1.5 s later',
      cases: 1,
      expected: 'receipt wait retries; SEND_SUCCESS; funds moved',
    })
    const wallet = createTestWallet({
      chains: [{ id: 1, rpcUrl: stack.chains.mainnet.rpcUrl }],
      info: { rdns: TEST_WALLET_RDNS },
    })
    const target = new EventTarget()
    announceTestWallet(wallet, target)
    widget = createWidget({
      projectId: 'local',
      adapters: [
        createEvmAdapter({
          networks: [ethereumNetwork, sepoliaNetwork],
          rpcUrls: { 1: [proxy.url], 11155111: [stack.chains.sepolia.rpcUrl] },
          discovery: { target, legacyProvider: () => undefined },
        }),
      ],
      storage: memoryBackend(),
      services: { blockchainApiUrl: stack.services.api.url },
    })
    const events: WidgetEvent[] = []
    let succeededAt = 0
    widget.on('*', (event) => {
      events.push(event)
      if (event.type === 'SEND_SUCCESS') succeededAt = Date.now()
    })
    await widget.connect({ connectorId: TEST_WALLET_RDNS })
    const native = (await widget.getBalances()).find((token) => token.symbol === 'ETH')
    expect(native).toBeDefined()
    const chain = createPublicClient({ transport: http(stack.chains.mainnet.rpcUrl) })
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
