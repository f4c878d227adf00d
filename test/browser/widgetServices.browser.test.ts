// Issue 5 in a real page: the widget talks to the local Blockchain API, wallet directory and
// analytics sink. spec §7, §8; privacy beyond peers: createWidget alone sends nothing, the first
// request waits for the modal, and no analytics event leaves before the project's switch is on.
import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWidget,
  ethereumNetwork,
  sepoliaNetwork,
  type Widget,
  type WidgetConfig,
  type WidgetEvent,
} from '@airlock/core'
import { MODAL_OPEN_DELAY_MS, selectToast } from '@airlock/core/internal'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { type AnyActorRef, SimulatedClock } from 'xstate'
import { snapshotChains } from '../stack/chainRpc'
import './browserStack'
import { chainBalance } from '../src/chainBalance'
import { announcedTestWallet, TEST_WALLET_RDNS } from './browserTestSetup'

const { rpcUrls, services } = inject('stack')
const rdns = TEST_WALLET_RDNS
let revert: () => Promise<void>
const cleanups: (() => unknown)[] = []

interface Recorded {
  readonly method: string
  readonly path: string
  readonly query: Record<string, string>
}

/** The local services' HTTP controls (test/stack/http/jsonServer.ts). */
const control = (base: string) => ({
  requests: async () => (await (await fetch(`${base}/__airlock/requests`)).json()) as Recorded[],
  fault: (path: string, fault: unknown) =>
    fetch(`${base}/__airlock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, fault }),
    }),
  reset: async () => {
    await fetch(`${base}/__airlock/faults`, { method: 'DELETE' })
    await fetch(`${base}/__airlock/requests`, { method: 'DELETE' })
  },
})
const api = control(services.api)
const directory = control(services.directory)
const analytics = control(services.analytics)
const analyticsEvents = async () =>
  (await (await fetch(`${services.analytics}/events`)).json()) as {
    query: Record<string, string>
    body: { props: { event: string; address?: string } }
  }[]

beforeEach(async () => {
  localStorage.clear()
  await Promise.all([api.reset(), directory.reset(), analytics.reset()])
  await fetch(`${services.analytics}/events`, { method: 'DELETE' })
  await analytics.reset()
  revert = await snapshotChains(Object.values(rpcUrls))
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  // The services are shared with the other browser test files: leave no fault behind.
  await Promise.all([api.reset(), directory.reset(), analytics.reset()])
  await revert()
})

const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms))
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read()
    if (ok(value)) return value
    await settle(20)
  }
  throw new Error('condition not met within 2 s')
}

function load(features?: WidgetConfig['features']) {
  const wallet = announcedTestWallet(rpcUrls, cleanups)
  const clock = new SimulatedClock()
  const widget: Widget = createWidget({
    projectId: 'local',
    adapters: [
      createEvmAdapter({
        networks: [ethereumNetwork, sepoliaNetwork],
        rpcUrls: { 1: [rpcUrls.mainnet], 11155111: [rpcUrls.sepolia] },
        discovery: { legacyProvider: () => undefined },
      }),
    ],
    clock,
    ...(features ? { features } : {}),
    services: {
      blockchainApiUrl: services.api,
      walletDirectoryUrl: services.directory,
      analyticsUrl: services.analytics,
    },
  })
  cleanups.push(() => widget.destroy())
  const events: WidgetEvent[] = []
  widget.on('*', (event) => events.push(event))
  const openNow = () => {
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
  }
  const toast = () =>
    selectToast((widget.actor.system.get('toasts') as AnyActorRef).getSnapshot())?.message
  return { widget, wallet, events, openNow, toast }
}

describe('the widget and its services, in Chromium', () => {
  it('createWidget sends nothing; the first opening asks the directory, then analytics flows', async () => {
    const { openNow } = load()
    await settle(100)
    expect(await directory.requests()).toEqual([])
    expect(await api.requests()).toEqual([])
    expect(await analytics.requests()).toEqual([])

    openNow()
    const asked = await until(directory.requests, (list) => list.length >= 3)
    expect(asked.map((request) => request.path).sort()).toEqual([
      '/appkit/v1/config',
      '/getAnalyticsConfig',
      '/projects/v1/origins',
    ])
    expect(asked[0]?.query).toMatchObject({ projectId: 'local', st: 'appkit' })
    const sent = await until(analyticsEvents, (list) => list.length > 0)
    expect(sent.map((event) => event.body.props.event)).toContain('MODAL_OPEN')
    expect(sent.map((event) => event.body.props.event)).not.toContain('MODAL_CREATED')
    expect(sent[0]?.query).toMatchObject({ projectId: 'local' })
  })

  it('with analytics off for the project, no event ever leaves', async () => {
    await directory.fault('/getAnalyticsConfig', {
      kind: 'status',
      status: 200,
      json: { isAnalyticsEnabled: false },
    })
    const { openNow, widget } = load()
    openNow()
    await until(directory.requests, (list) => list.some((r) => r.path === '/getAnalyticsConfig'))
    widget.close()
    openNow()
    await settle(100)
    expect(await analytics.requests()).toEqual([])
  })

  it.each([
    ['the origins call answers 403', { kind: 'status', status: 403 }],
    [
      "the page's origin is not allowed",
      { kind: 'status', status: 200, json: { allowedOrigins: ['https://app.example'] } },
    ],
  ])("spec §8: 'Invalid App Configuration' shows once when %s", async (_, fault) => {
    await directory.fault('/projects/v1/origins', fault)
    await directory.fault('/appkit/v1/config', { kind: 'status', status: 403 })
    const { openNow, widget, events, toast } = load()
    openNow()
    await until(
      async () => events.filter((e) => e.type === 'ALERT'),
      (list) => list.length > 0,
    )
    expect(toast()).toBe('Invalid App Configuration')
    widget.close()
    openNow()
    await settle(50)
    expect(events.filter((event) => event.type === 'ALERT')).toHaveLength(1)
  })

  it.each([
    ['answers 500', { kind: 'status', status: 500 }, 'Something went wrong'],
    ['answers a body that is not JSON', { kind: 'malformed' }, 'Something went wrong'],
    ['answers 404', { kind: 'status', status: 404 }, 'An error occurred'],
  ])(
    'spec §8, decision 0040: when the project config call %s, the alert is %j, once',
    async (_, fault, alert) => {
      await directory.fault('/appkit/v1/config', fault)
      const { openNow, widget, events, toast } = load()
      openNow()
      await until(
        async () => events.filter((e) => e.type === 'ALERT'),
        (list) => list.length > 0,
      )
      expect(toast()).toBe(alert)
      expect(events.filter((event) => event.type === 'ALERT')).toMatchObject([{ message: alert }])
      widget.close()
      openNow()
      await settle(50)
      expect(events.filter((event) => event.type === 'ALERT')).toHaveLength(1)
    },
  )

  it('issue 29 (1): the project’s remote features fill what the host did not set, once the modal first opens', async () => {
    await directory.fault('/appkit/v1/config', {
      kind: 'status',
      status: 200,
      json: {
        features: [
          { id: 'activity', isEnabled: false, config: null },
          { id: 'swap', isEnabled: false, config: null },
          { id: 'onramp', isEnabled: true, config: ['coinbase'] },
          { id: 'social_login', isEnabled: true, config: ['github', 'google'] },
        ],
      },
    })
    // The host turns activity on itself; it says nothing of swaps, the on-ramp or socials.
    const { openNow, widget } = load({ activity: true })
    const features = () => widget.flowSnapshot('widget').context.features
    expect(features()).toMatchObject({ activity: true, swaps: true })
    expect(features().socials).toHaveLength(7)
    openNow()
    await until(
      async () => features(),
      (now) => !now.swaps,
    )
    expect(features()).toMatchObject({
      activity: true,
      swaps: false,
      onramp: true,
      socials: ['google', 'github'],
    })
  })

  it('reads balances from the local API; a failure toasts and blocks retries for 30 s', async () => {
    const first = load()
    await first.widget.connect({ connectorId: rdns })
    const balances = await first.widget.getBalances()
    const eth = balances.find((balance) => balance.symbol === 'ETH')
    const ethOnChain = await chainBalance(rpcUrls.mainnet, first.wallet.address)
    expect(Number(eth?.quantity.numeric)).toBeCloseTo(Number(ethOnChain) / 1e18, 6)
    expect(balances.map((balance) => balance.symbol)).toEqual(
      expect.arrayContaining(['ETH', 'USDC', 'TT']),
    )

    await api.fault('/v1/account/:address/balance', { kind: 'status', status: 500 })
    const second = load()
    await second.widget.connect({ connectorId: rdns })
    const before = (await api.requests()).length
    expect(await second.widget.getBalances()).toEqual([])
    expect(second.toast()).toBe('Token Balance Unavailable')
    const afterFailure = (await api.requests()).length
    expect(afterFailure).toBeGreaterThan(before)
    expect(await second.widget.getBalances()).toEqual([])
    expect((await api.requests()).length).toBe(afterFailure)
  })
})
