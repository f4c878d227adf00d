// The embedded wallet inside a whole widget, with a scripted auth connector (no frame): a login
// becomes the eip155 connection of the AUTH connector; a frame that does not load shows its §8
// alert once; a host's unsafe call opens ApproveTransaction and waits for the visitor; sign-out
// is the widget's disconnect.
import { Effect } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { type AnyActorRef, SimulatedClock } from 'xstate'
import type { AuthConnector, AuthConnectorHost } from '../../authConnector'
import { MODAL_OPEN_DELAY_MS, SDK_VERSION } from '../../constants'
import { ethereumNetwork } from '../../domain/networks/evm'
import type { Connector } from '../../domain/types'
import { memoryBackend } from '../../services/storage/storageBackend'
import { testEmbeddedUser } from '../../testing/fixtures'
import { createMemoryAdapter } from '../../testing/memoryAdapter'
import type { WidgetConfig } from '../../widget/config'
import { createWidget, type Widget } from '../../widget/createWidget'
import { selectSmartAccountEnabledNetworks } from './embeddedWallet.selectors'
import { EmbeddedWalletLoadError } from './embeddedWalletErrors'

const user = testEmbeddedUser('0x2222222222222222222222222222222222222222')
const connector: Connector = { id: 'embeddedWallet', name: 'E-mail', type: 'AUTH', chain: 'eip155' }

const widgets: Widget[] = []
afterEach(async () => {
  for (const widget of widgets.splice(0)) await widget.destroy()
})

function setup({ loadFails = false, config = {} as Partial<WidgetConfig> } = {}) {
  const log: string[] = []
  const backend = memoryBackend()
  let host: AuthConnectorHost | undefined
  const memory = createMemoryAdapter({
    namespace: 'eip155',
    networks: [ethereumNetwork],
    wallets: [],
  })
  const auth = {
    connectorId: connector.id,
    preferredAccountType: 'eoa',
    adapter: {
      ...memory.adapter,
      watchConnectors: (onChange: (list: readonly Connector[]) => void) => {
        onChange([connector])
        return () => {}
      },
      disconnect: () => Effect.sync(() => void log.push('SIGN_OUT')),
    },
    attach: (given: AuthConnectorHost) => {
      host = given
      return () => {}
    },
    showFrame: () => () => {},
    load: () => (loadFails ? Effect.fail(new EmbeddedWalletLoadError()) : Effect.void),
    connectEmail: () => Effect.succeed('VERIFY_OTP' as const),
    connectOtp: () => Effect.void,
    getUser: () => Effect.succeed(user),
    socialRedirectResult: () => undefined,
    syncTheme: (theme: unknown) =>
      Effect.sync(() => void log.push(`SYNC_THEME ${JSON.stringify(theme)}`)),
    smartAccountEnabledNetworks: () => Effect.succeed([11155111]),
  } as unknown as AuthConnector
  const clock = new SimulatedClock()
  const widget = createWidget({
    projectId: 'test-project',
    adapters: [],
    networks: [ethereumNetwork],
    embeddedWallet: auth,
    storage: backend,
    clock,
    ...config,
  })
  widgets.push(widget)
  const flow = (id: string) => widget.actor.system.get(id) as AnyActorRef
  const view = () => widget.getState().view
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))
  return { widget, flow, view, settle, clock, log, backend, host: () => host }
}

describe('embedded wallet in the widget', () => {
  it('e-mail → code → connected as the AUTH connector, on the OTP view first', async () => {
    const { widget, flow, view, settle, clock } = setup()
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
    flow('embeddedWallet').send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await settle()
    expect(view()).toBe('EmailVerifyOtp')
    flow('embeddedWallet').send({ type: 'user.submitOtp', otp: '123456' })
    await settle()
    expect(widget.getState()).toMatchObject({
      status: 'connected',
      address: user.address,
      caipAddress: `eip155:1:${user.address}`,
    })
    expect(flow('connection.eip155').getSnapshot().context.connectorId).toBe('embeddedWallet')
  })

  it('spec §8: a frame that does not load shows its alert once', async () => {
    const { widget, flow, settle } = setup({ loadFails: true })
    const toasts: string[] = []
    widget.on('ALERT', (event) => toasts.push(String(event.message)))
    flow('embeddedWallet').send({ type: 'user.load' })
    await settle()
    flow('embeddedWallet').send({ type: 'user.load' })
    await settle()
    expect(toasts).toEqual(['Network Error - Could not load embedded wallet'])
  })

  it('spec §6, issue 28 (1): an unsafe call shows ApproveTransaction while the frame asks; the view goes with the answer', async () => {
    const { flow, view, settle, clock, host } = setup()
    let answer = (_value: string) => {}
    const frameAnswer = Effect.promise(() => new Promise<string>((resolve) => (answer = resolve)))
    const call = Effect.runPromise(
      host()?.confirm({ method: 'personal_sign' }, frameAnswer) ?? Effect.succeed('no host'),
    )
    clock.increment(MODAL_OPEN_DELAY_MS)
    await settle()
    expect(view()).toBe('ApproveTransaction')
    expect(flow('embeddedApproval').getSnapshot().context.approval).toMatchObject({
      method: 'personal_sign',
      showFrame: expect.any(Function),
    })
    answer('0xsigned')
    await expect(call).resolves.toBe('0xsigned')
    expect(view()).toBeUndefined()
  })

  it('issue 28 (1): leaving ApproveTransaction declines the call and stops waiting for the frame; a second call meanwhile is declined at once', async () => {
    const { widget, flow, view, settle, clock, host } = setup()
    const never = Effect.never as Effect.Effect<string>
    const first = Effect.runPromiseExit(
      host()?.confirm({ method: 'eth_sendTransaction' }, never) ?? Effect.succeed('no host'),
    )
    clock.increment(MODAL_OPEN_DELAY_MS)
    await settle()
    const second = await Effect.runPromiseExit(
      host()?.confirm({ method: 'personal_sign' }, Effect.succeed('signed')) ??
        Effect.succeed('no host'),
    )
    expect(second).toMatchObject({ _tag: 'Failure' })
    expect(String(second._tag === 'Failure' && second.cause)).toContain('Action not allowed')
    expect(view()).toBe('ApproveTransaction')
    widget.close()
    const exit = await first
    expect(String(exit._tag === 'Failure' && exit.cause)).toContain('Action not allowed')
    expect(flow('embeddedApproval').getSnapshot().hasTag('approvalPending')).toBe(false)
  })

  it('sign-out is the widget’s disconnect: the frame signs out, the machine forgets the user', async () => {
    const { widget, flow, settle, log } = setup()
    flow('embeddedWallet').send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await settle()
    flow('embeddedWallet').send({ type: 'user.submitOtp', otp: '123456' })
    await settle()
    await widget.disconnect()
    expect(log).toEqual(['SIGN_OUT'])
    expect(flow('embeddedWallet').getSnapshot().hasTag('signedOut')).toBe(true)
    expect(widget.getState().status).toBe('disconnected')
  })

  it('spec §7: the frame is told the configured theme and dapp data, and a later theme change', async () => {
    const metadata = {
      name: 'Ada’s <dapp>',
      description: 'Tests',
      url: 'https://dapp.example',
      icons: ['https://dapp.example/icon.png'],
    }
    const { widget, log, host, settle } = setup({
      config: {
        metadata,
        themeMode: 'light',
        themeVariables: { '--airlock-color-accent': '#ff0066' },
      },
    })
    expect(host()?.frameSettings()).toEqual({
      theme: { themeMode: 'light', themeVariables: { '--airlock-color-accent': '#ff0066' } },
      dappData: { projectId: 'test-project', sdkVersion: SDK_VERSION, metadata },
    })
    widget.setThemeMode('dark')
    await settle()
    expect(widget.getTheme().themeMode).toBe('dark')
    expect(log).toEqual([
      'SYNC_THEME {"themeMode":"dark","themeVariables":{"--airlock-color-accent":"#ff0066"}}',
    ])
    // A value the frame would refuse is left out rather than sent (its refusal would fail the
    // frame's initialisation).
    widget.setThemeVariables({ '--airlock-x': 'red; background: url(x)' })
    await settle()
    expect(log.at(-1)).toBe('SYNC_THEME {"themeMode":"dark"}')
    widget.setThemeVariables({})
    expect(host()?.frameSettings().theme).toEqual({ themeMode: 'dark' })
  })

  it('spec §3: after a login the smart-account networks are kept under their storage key', async () => {
    const { flow, settle, backend } = setup()
    flow('embeddedWallet').send({ type: 'user.loginEmail', email: 'ada@example.com' })
    await settle()
    flow('embeddedWallet').send({ type: 'user.submitOtp', otp: '123456' })
    await settle()
    expect(backend.getItem('@appkit/smart_account_enabled_networks')).toBe('[11155111]')
    expect(selectSmartAccountEnabledNetworks(flow('embeddedWallet').getSnapshot())).toEqual([
      11155111,
    ])
  })

  it('refuses metadata that is not what it says, with a typed error', () => {
    expect(() =>
      setup({
        config: {
          metadata: { name: 'x', description: '', url: 'javascript:alert(1)', icons: [] },
        },
      }),
    ).toThrow(expect.objectContaining({ _tag: 'InvalidDappMetadataError' }))
  })
})
