// The Onramp view in Chromium over the real widget and the local API's on-ramp: Buy opens the
// popup on the click itself (user activation, so popup blockers let it through) and the
// provider's page loads into it once the widget has its URL; Cancel closes it.
import { SDK_TYPE, SDK_VERSION } from '@airlock/core/internal'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { modalHarness, until } from '../../../../test/browser/modalHarness'
import { viewQueries } from '../../testing/viewQueries'

const { mount, cleanups, stack } = modalHarness()
const onramp = viewQueries('Onramp')

/** A stand-in popup window: what the view does with it is what the test reads. */
function fakePopup() {
  return { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() }
}

describe('Onramp view', () => {
  it("shows the payment currency's directory image (spec §7 getCurrencyImage), with the SDK params", async () => {
    const { connect, open } = mount()
    await connect()
    open({ view: 'Onramp' })
    const view = await until(onramp.view)
    const currency = await until(() =>
      view.querySelector<HTMLSelectElement>('select[aria-label="Payment currency"]'),
    )
    // The local API's options: USD is the currency chosen first.
    await until(() => currency.value === 'USD')
    const image = await until(() => currency.parentElement?.querySelector('img'))
    expect(image.getAttribute('src')).toBe(
      `${stack.services.directory}/public/getCurrencyImage/USD?projectId=local&st=${SDK_TYPE}&sv=${encodeURIComponent(SDK_VERSION)}`,
    )
  })

  it('opens the popup on the Buy click and loads the provider page into it; Cancel closes it', async () => {
    const { connect, open } = mount()
    await connect()
    open({ view: 'Onramp' })
    const view = await until(onramp.view)
    const popup = fakePopup()
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    cleanups.push(() => windowOpen.mockRestore())
    const amount = await until(() => onramp.input('You pay'))
    await act(() => userEvent.fill(amount, '100'))
    const buy = await until(() =>
      [...view.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find(
        (button) => !button.disabled,
      ),
    )
    await act(() => userEvent.click(buy))
    // Opened in the click: blank, named, a popup, and cut off from this page.
    expect(windowOpen).toHaveBeenCalledTimes(1)
    expect(windowOpen.mock.calls[0]?.[0]).toBe('')
    // A window of this purchase's own (the last one's is the provider's by now).
    expect(windowOpen.mock.calls[0]?.[1]).toMatch(/^airlock-onramp-\d+$/)
    expect(popup.opener).toBeNull()
    // The provider's page (the local API's provider, with its order) loads into it.
    await until(() => popup.location.href.includes('/onramp/provider?order='))
    expect(windowOpen).toHaveBeenCalledTimes(1)
    const cancel = await until(() => onramp.button(/^Cancel$/))
    act(() => cancel.click())
    expect(popup.close).toHaveBeenCalled()
  })
})
