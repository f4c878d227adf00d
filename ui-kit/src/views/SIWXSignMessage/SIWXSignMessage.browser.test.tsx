// SIWXSignMessage in the default modal over a real widget (the core's in-memory adapter and a
// host's SIWX config): forced after connecting, Sign waits on the wallet, a declined signature
// says so and can be tried again, and a signature closes the modal. spec §2, §4, §8.
import { type CaipAddress, createWidget, type SignInSession, type Widget } from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { createMemoryAdapter, memoryBackend, testNetwork, testWallet } from '@airlock/core/testing'
import { WidgetProvider } from '@airlock/react-hooks'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import '../../../../test/browser/browserStack'
import { WalletModal } from '../../modal/WalletModal'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
const { services } = inject('stack')
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function until<T>(read: () => T | undefined | null | false, what: string): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const value = read()
    if (value) return value
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
  throw new Error(`${what}: not within 3 s; the dialog shows "${dialog()?.textContent ?? ''}"`)
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null
const view = () => dialog()?.querySelector('[data-state]') as HTMLElement | null
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent === name,
  )

async function setup() {
  const { adapter, controls } = createMemoryAdapter({
    namespace: 'eip155',
    networks: [testNetwork],
    wallets: [testWallet('Memory Wallet')],
  })
  const sessions: SignInSession[] = []
  const clock = new SimulatedClock()
  const widget: Widget = createWidget({
    projectId: 'p',
    adapters: [adapter],
    storage: memoryBackend(),
    clock,
    services: {
      walletDirectoryUrl: services.directory,
      blockchainApiUrl: services.api,
      analyticsUrl: services.analytics,
    },
    siwx: {
      getSessions: async () => sessions,
      createMessage: async (caipAddress: CaipAddress) => ({
        data: {
          accountAddress: caipAddress.split(':')[2] ?? '',
          chainId: testNetwork.caipNetworkId,
        },
        message: `Sign in as ${caipAddress}`,
      }),
      addSession: async (session) => {
        sessions.push(session)
      },
    },
  })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() =>
    root.render(
      <WidgetProvider widget={widget}>
        <WalletModal />
      </WidgetProvider>,
    ),
  )
  cleanups.push(
    () => widget.destroy(),
    () => container.remove(),
    () => act(() => root.unmount()),
  )
  const [connector] = await until(
    () => widget.actor.getSnapshot().context.connectors.eip155,
    'the connector',
  )
  await act(() => widget.connect({ connectorId: connector?.id ?? '' }))
  await until(() => widget.getState().loading || widget.getState().open, 'the modal opening')
  act(() => clock.increment(MODAL_OPEN_DELAY_MS))
  await until(() => view()?.dataset.state === 'idle', 'the sign-in view')
  return { widget, controls, sessions }
}

describe('SIWXSignMessage', () => {
  it('Sign waits on the wallet, then the session is kept and the modal closes', async () => {
    const { widget, controls, sessions } = await setup()
    expect(view()?.textContent).toContain(`${location.host} wants you to sign in`)
    const sign = controls.holdNext('signMessage')
    act(() => button('Sign')?.click())
    await until(() => view()?.dataset.state === 'signing', 'the signing state')
    expect(button('Sign')?.disabled).toBe(true)
    act(() => sign())
    await until(() => !widget.getState().open, 'the modal closing')
    expect(sessions).toHaveLength(1)
  })

  it("spec §8: a declined signature says 'Signature declined'; Try again signs", async () => {
    const { widget, controls, sessions } = await setup()
    controls.rejectNext('signMessage')
    act(() => button('Sign')?.click())
    await until(() => view()?.dataset.state === 'failed', 'the failed state')
    expect(view()?.querySelector('[role="alert"]')?.textContent).toBe('Signature declined')
    act(() => button('Try again')?.click())
    await until(() => !widget.getState().open, 'the modal closing')
    expect(sessions).toHaveLength(1)
  })

  it('Cancel gives up on optional sign-in: the modal closes, still connected', async () => {
    const { widget } = await setup()
    act(() => button('Cancel')?.click())
    await until(() => !widget.getState().open, 'the modal closing')
    expect(widget.getState().status).toBe('connected')
  })
})
