// The Connect view in the default modal over a real widget (the core's in-memory adapter, the
// local wallet directory): its sections in order, a connector that connects, "All Wallets",
// and the legal checkbox that holds everything back until it is ticked.
import type { WidgetConfig } from '@airlock/core'
import { testWallet } from '@airlock/core/testing'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { modalHarness, shownView, until } from '../../../../test/browser/modalHarness'
import { memoryWallets } from '../../testing/memoryWidget'

const { mount } = modalHarness()

async function setup(config: Partial<WidgetConfig> = {}, { embedded = true } = {}) {
  // An AUTH connector stands for the embedded wallet, which e-mail and socials go through.
  const memory = memoryWallets([
    testWallet('Memory Wallet'),
    ...(embedded ? [testWallet('Embedded', 'AUTH')] : []),
  ])
  const { widget, open } = mount({ wallet: false, config: { ...memory.config, ...config } })
  open()
  const view = await until(() => shownView('Connect'), 'the Connect view')
  return { widget, view }
}

const rowButton = (view: HTMLElement, name: string) =>
  [...view.querySelectorAll<HTMLButtonElement>('li button')].find((button) =>
    [...button.children].some((child) => child.textContent === name),
  )

describe('Connect', () => {
  it('lists e-mail, socials and wallets; choosing a connector connects the widget', async () => {
    const { widget, view } = await setup()
    const headings = [...view.querySelectorAll('h3')].map((heading) => heading.textContent)
    expect(headings).toEqual(['Email', 'Social login', 'Wallets'])
    // The installed connector, then the directory's recommended wallets (spec §9: 4).
    await until(() => rowButton(view, 'MetaMask'), 'the recommended wallets')
    const button = rowButton(view, 'Memory Wallet')
    expect(button?.textContent).toContain('Installed')
    act(() => button?.click())
    expect(widget.getState().view).toBe('ConnectingExternal')
    await until(() => widget.getState().status === 'connected', 'the connection')
    expect(widget.getState().connections[0]?.connectorId).toBe('Memory Wallet')
  })

  it('"All Wallets" opens the directory list', async () => {
    const { widget, view } = await setup()
    act(() => rowButton(view, 'All Wallets')?.click())
    expect(widget.getState().view).toBe('AllWallets')
  })

  it('spec §1 legal checkbox: nothing connects until the terms are accepted', async () => {
    const { widget, view } = await setup({ features: { legalCheckbox: true } })
    const button = rowButton(view, 'Memory Wallet')
    expect(button?.disabled).toBe(true)
    act(() => button?.click())
    expect(widget.getState().view).toBe('Connect')
    act(() => view.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click())
    await until(() => button?.disabled === false, 'the wallets to be enabled')
    act(() => button?.click())
    await until(() => widget.getState().status === 'connected', 'the connection')
  })

  it("without the embedded wallet's AUTH connector, e-mail and socials are not offered", async () => {
    const { view } = await setup({}, { embedded: false })
    expect([...view.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Wallets',
    ])
  })

  it('without e-mail and socials, only the wallets show', async () => {
    const { view } = await setup({ features: { email: false, socials: false } })
    expect([...view.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Wallets',
    ])
    expect(view.querySelector('input')).toBeNull()
  })
})
