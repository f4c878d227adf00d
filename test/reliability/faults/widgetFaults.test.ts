import type { StorageBackend } from '@airlock/core'
import { selectSendError, selectSendStatus, widgetSystemIds } from '@airlock/core/internal'
import { memoryBackend } from '@airlock/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import {
  connectedWidget,
  stackForWidgets,
  TEST_WALLET_RDNS,
  widgetOnStack,
} from '../../integration/connectedWidget'
import type { Fault } from '../../stack/http/jsonServer'
import { recordReliability } from '../reliabilityRecord'

const { stack, widgets } = stackForWidgets()

const typed = (error: unknown) => {
  const { _tag, message } = error as { _tag?: unknown; message?: unknown }
  expect(typeof _tag).toBe('string')
  expect(typeof message).toBe('string')
  return _tag as string
}

/** A widget over `storage` on real time, with the test wallet announced (not connected). */
const widgetWith = (storage: StorageBackend) =>
  widgetOnStack(stack(), widgets, { config: { clock: undefined, storage } })

describe('faults at the widget level', () => {
  const apiFaults: readonly (readonly [string, Fault])[] = [
    ['answers 500', { kind: 'status', status: 500 }],
    ['sends malformed JSON', { kind: 'malformed' }],
    ['hangs past the 10 s limit', { kind: 'hang' }],
  ]
  it.for(apiFaults)(
    'the API %s: balances fail with a typed error; the rest of the widget works',
    { timeout: 30_000 },
    async ([what, fault], context) => {
      recordReliability(context, {
        area: 'fault',
        tried: `Blockchain API ${what} (balance)`,
        cases: 1,
        expected: 'typed error + toast; no retry within 30 s; chain reads and session intact',
      })
      const { widget, wallet } = await connectedWidget(stack(), widgets, {
        config: { clock: undefined },
      })
      const path = `/v1/account/${wallet.address}/balance`
      stack().services.api.setFault(path, fault)
      const failure = await widget
        .getBalances({ throwOnError: true, forceUpdate: true })
        .catch((error: unknown) => error)
      expect(typed(failure)).toBe('TokenBalanceUnavailableError')
      // spec §9 "Balance retry 30 s": a second read within it does not ask the API again.
      stack().services.api.clearFaults()
      stack().services.api.clearRequests()
      expect(await widget.getBalances()).toEqual([])
      expect(
        stack()
          .services.api.requests()
          .filter((request) => request.path === path),
      ).toEqual([])
      // The session and the chain reads are untouched.
      expect(widget.getState().status).toBe('connected')
      expect(Number((await widget.getNativeBalance()).balance)).toBeGreaterThan(0)
    },
  )

  it('a wallet that never answers the connect: the attempt is cancelled and the next one connects', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'wallet never answers eth_requestAccounts',
      cases: 1,
      expected: 'cancel ends it (RequestAbortedError); retry connects',
    })
    const { widget, wallet } = widgetWith(memoryBackend())
    wallet.controls.hangNext('eth_requestAccounts')
    const stuck = widget.connect({ connectorId: TEST_WALLET_RDNS }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(widget.getState().status).toBe('connecting')
    // The visitor gives up (closing the modal cancels the connection in flight).
    widget.actor.system.get('connection.eip155')?.send({ type: 'user.cancel' })
    expect(typed(await stuck)).toBe('RequestAbortedError')
    expect(widget.getState().status).toBe('disconnected')
    await widget.connect({ connectorId: TEST_WALLET_RDNS })
    expect(widget.getState().status).toBe('connected')
  })

  it('a wallet that never answers a send: the visitor stops waiting, the next send goes through', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'wallet never answers eth_sendTransaction',
      cases: 1,
      expected: 'stop waiting → RequestAbortedError, form kept; retry confirmed',
    })
    const { widget, wallet, events, flow } = await connectedWidget(stack(), widgets, {
      config: { clock: undefined },
    })
    const send = flow(widgetSystemIds.send)
    const native = (await widget.getBalances()).find((token) => token.symbol === 'ETH')
    wallet.controls.hangNext('eth_sendTransaction')
    send.send({ type: 'user.setToken', token: native })
    send.send({ type: 'user.setAmount', amount: '0.001' })
    send.send({ type: 'user.setReceiver', receiver: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' })
    send.send({ type: 'user.send' })
    await waitFor(send, (snapshot) => selectSendStatus(snapshot) === 'sending')
    // The wallet has the send, and holds it: on a loaded machine it can take past a fixed wait
    // to arrive, and a cancel before then would leave the hang for the retry.
    await vi.waitFor(
      () =>
        expect(
          wallet.controls.requests().some(({ method }) => method === 'eth_sendTransaction'),
        ).toBe(true),
      { timeout: 20_000 },
    )
    expect(selectSendStatus(send.getSnapshot())).toBe('sending')
    send.send({ type: 'user.cancel' })
    expect(selectSendStatus(send.getSnapshot())).toBe('editing')
    expect(typed(selectSendError(send.getSnapshot()))).toBe('RequestAbortedError')
    expect(events.some((event) => event.type === 'SEND_ERROR')).toBe(true)
    send.send({ type: 'user.send' })
    await waitFor(send, (snapshot) => selectSendStatus(snapshot) === 'editing', { timeout: 20_000 })
    expect(events.some((event) => event.type === 'SEND_SUCCESS')).toBe(true)
    // A connection, a balance read and two sends on anvil: past 30 s once on a loaded 2-core
    // machine (a full run, session 21).
  }, 60_000)

  it('a double click on connect: one connection, the earlier attempt aborted', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'double click on connect',
      cases: 1,
      expected: 'one CONNECT_SUCCESS; the first attempt aborted, typed',
    })
    const { widget, events } = widgetWith(memoryBackend())
    const first = widget.connect({ connectorId: TEST_WALLET_RDNS }).catch((error: unknown) => error)
    const second = widget.connect({ connectorId: TEST_WALLET_RDNS })
    const [firstOutcome, connected] = await Promise.all([first, second])
    expect(connected.address).toMatch(/^0x/)
    // The earlier attempt never connects on its own: the second one replaced it.
    expect(typed(firstOutcome)).toBe('RequestAbortedError')
    expect(events.filter((event) => event.type === 'CONNECT_SUCCESS')).toHaveLength(1)
    expect(widget.getState().status).toBe('connected')
  })

  it('storage full: every write fails, the widget connects and says so', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'storage full (QuotaExceededError on every write)',
      cases: 1,
      expected: 'connected; STORAGE_ERROR reported; no throw',
    })
    const full: StorageBackend = {
      ...memoryBackend(),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    }
    const { widget, events } = widgetWith(full)
    await widget.connect({ connectorId: TEST_WALLET_RDNS })
    expect(widget.getState().status).toBe('connected')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events.some((event) => event.type === 'STORAGE_ERROR')).toBe(true)
    await widget.disconnect()
    expect(widget.getState().status).toBe('disconnected')
  })

  it('storage holding corrupt and foreign values: the widget starts clean and connects', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'corrupt and foreign values under every stored key',
      cases: 1,
      expected: 'starts disconnected; STORAGE_ERROR; connects; values rewritten',
    })
    const backend = memoryBackend()
    const garbage = ['{', '"eip155:not-a-chain"', '[1,2,3]', 'null', '{"__proto__":{"x":1}}', '🦀']
    const keys = [
      'active_namespace',
      'active_caip_network_id',
      'last_used_chain',
      'recent_wallets',
      'connection_status',
      'connected_namespaces',
      'preferred_account_types',
      'eip155:connected_connector_id',
      'email_login_used',
      'social_provider',
    ]
    keys.forEach((key, i) => {
      backend.setItem(`@appkit/${key}`, garbage[i % garbage.length] ?? '')
    })
    const { widget, events } = widgetWith(backend)
    expect(widget.getState().status).toBe('disconnected')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events.some((event) => event.type === 'STORAGE_ERROR')).toBe(true)
    await widget.connect({ connectorId: TEST_WALLET_RDNS })
    expect(widget.getState().status).toBe('connected')
    expect(JSON.parse(backend.getItem('@appkit/connection_status') ?? '')).toBe('connected')
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })
})
