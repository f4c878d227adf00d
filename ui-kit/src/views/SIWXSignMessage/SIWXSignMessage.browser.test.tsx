// SIWXSignMessage in the default modal over a real widget (the core's in-memory adapter and a
// host's SIWX config): forced after connecting, Sign waits on the wallet, a declined signature
// says so and can be tried again, and a signature closes the modal. spec §2, §4, §8.
import type { CaipAddress, SignInSession } from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { testNetwork, testWallet } from '@airlock/core/testing'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { buttonNamed, dialog, modalHarness, until } from '../../../../test/browser/modalHarness'
import { memoryWallets } from '../../testing/memoryWidget'

const { mount } = modalHarness()
const view = () => dialog()?.querySelector<HTMLElement>('[data-state]')

async function setup() {
  const { controls, config } = memoryWallets([testWallet('Memory Wallet')])
  const sessions: SignInSession[] = []
  const siwx = {
    getSessions: async () => sessions,
    createMessage: async (caipAddress: CaipAddress) => ({
      data: {
        accountAddress: caipAddress.split(':')[2] ?? '',
        chainId: testNetwork.caipNetworkId,
      },
      message: `Sign in as ${caipAddress}`,
    }),
    addSession: async (session: SignInSession) => {
      sessions.push(session)
    },
  }
  const { widget, clock } = mount({ wallet: false, config: { ...config, siwx } })
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
    act(() => buttonNamed(/^Sign$/)?.click())
    await until(() => view()?.dataset.state === 'signing', 'the signing state')
    expect(buttonNamed(/^Sign$/)?.disabled).toBe(true)
    act(() => sign())
    await until(() => !widget.getState().open, 'the modal closing')
    expect(sessions).toHaveLength(1)
  })

  it("spec §8: a declined signature says 'Signature declined'; Try again signs", async () => {
    const { widget, controls, sessions } = await setup()
    controls.rejectNext('signMessage')
    act(() => buttonNamed(/^Sign$/)?.click())
    await until(() => view()?.dataset.state === 'failed', 'the failed state')
    expect(view()?.querySelector('[role="alert"]')?.textContent).toBe('Signature declined')
    act(() => buttonNamed(/^Try again$/)?.click())
    await until(() => !widget.getState().open, 'the modal closing')
    expect(sessions).toHaveLength(1)
  })

  it('Cancel gives up on optional sign-in: the modal closes, still connected', async () => {
    const { widget } = await setup()
    act(() => buttonNamed(/^Cancel$/)?.click())
    await until(() => !widget.getState().open, 'the modal closing')
    expect(widget.getState().status).toBe('connected')
  })
})
