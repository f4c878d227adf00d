// The Receive view in Chromium over the real widget: the EVM adapter, the injected test wallet
// and the local chains. Opened on Receive for a connected account it shows the address cut in
// the middle (the whole one in its title), a QR code labelled with the whole address, the configured eip155 networks by name, and Copy writes the
// address to the clipboard and says 'Copied'.
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { modalHarness, shownView, until } from '../../../../test/browser/modalHarness'
import { shortAddress } from '../../i18n/localeFormats'

const { mount, cleanups } = modalHarness()

describe('Receive view', () => {
  it('shows the address, its QR code and the networks it is valid on, and copies it', async () => {
    const { wallet, connect, open } = mount()
    await connect()
    open({ view: 'Receive' })
    const view = await until(() => shownView('Receive'))
    expect(view.querySelector('[data-testid="address"]')?.textContent).toBe(
      shortAddress(wallet.address),
    )
    expect(view.querySelector(`[title="${wallet.address}"]`)).toBeTruthy()
    const qr = view.querySelector('svg[role="img"]')
    expect(qr?.getAttribute('aria-label')).toContain(wallet.address)
    const networks = [...view.querySelectorAll('ul li')].map(
      (item) => item.querySelector('span:last-child')?.textContent,
    )
    expect(networks).toEqual(['Ethereum', 'Sepolia'])

    const copy = [...view.querySelectorAll('button')].find(
      (button) => button.textContent === 'Copy address',
    )
    expect(copy).toBeTruthy()
    // A real click (user activation): Chromium lets the page write the clipboard but not read it
    // back, so the write is watched (the real one still happens) and the feedback checked.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    cleanups.push(() => writeText.mockRestore())
    if (copy) await act(() => userEvent.click(copy))
    await until(() => view.querySelector('button')?.textContent === 'Copied')
    expect(writeText).toHaveBeenCalledExactlyOnceWith(wallet.address)
    await expect(writeText.mock.results[0]?.value).resolves.toBeUndefined()
    expect(view.querySelector('[role="status"]')?.textContent).toBe('Copied')
  })
})
