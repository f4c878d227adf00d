// Issue 30 (2): the Connect view of the default example (e-mail, the seven social logins,
// WalletConnect, the installed test wallet and the directory's wallets) fits 600 px of height
// without scrolling, on a computer and on a phone.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, openConnect, poll } from './embeddedHarness'
import { examplesHarness } from './examplesHarness'

const { open, snap } = examplesHarness('connect-fits')

/** What the open modal measures: its box, and every element inside it that scrolls. */
const measure = (page: Page) =>
  dialog(page).evaluate((modal) => {
    const scrolling = [modal, ...modal.querySelectorAll('*')].filter((element) => {
      const { overflowY } = getComputedStyle(element)
      // A visually hidden heading or label (1 px, clipped) is no box a visitor scrolls.
      if (overflowY === 'visible' || element.clientHeight <= 1) return false
      return element.scrollHeight > element.clientHeight + 1
    })
    const box = modal.getBoundingClientRect()
    return {
      top: box.top,
      bottom: box.bottom,
      scrolling: scrolling.map((element) => element.getAttribute('data-view') ?? element.tagName),
      rows: [...modal.querySelectorAll('[data-view="Connect"] li button')].map(
        (button) => button.textContent,
      ),
    }
  })

describe('the Connect view in 600 px of height', () => {
  it.each([
    ['a computer', { width: 1280, height: 600 }],
    ['a phone', { width: 390, height: 600 }],
  ])(
    'on %s, nothing in the modal scrolls and it ends inside the window',
    async (_name, viewport) => {
      const { context, page, errors } = await open('', viewport)
      try {
        await openConnect(page)
        // The directory's wallets have arrived and the row list is whole.
        await dialog(page)
          .getByRole('button', { name: /^All Wallets \d/ })
          .waitFor(poll)
        await expect.poll(async () => (await measure(page)).rows.length, poll).toBeGreaterThan(3)
        // Settled: the height is the same over two reads (the modal's height follows its view).
        await expect
          .poll(async () => {
            const first = await measure(page)
            await page.waitForTimeout(250)
            const second = await measure(page)
            return first.bottom === second.bottom
          }, poll)
          .toBe(true)
        const measured = await measure(page)
        await snap(page, `connect-${viewport.width}x${viewport.height}`)
        expect(measured.scrolling, JSON.stringify(measured.rows)).toEqual([])
        expect(measured.top).toBeGreaterThanOrEqual(0)
        expect(measured.bottom).toBeLessThanOrEqual(viewport.height)
        // Google wide, four icons, "more"; the rest is one press away.
        expect(
          await dialog(page)
            .getByRole('button', { name: /^Continue with / })
            .count(),
        ).toBe(5)
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    },
    60_000,
  )
})
