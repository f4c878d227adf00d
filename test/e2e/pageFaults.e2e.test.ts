// Issue 18, faults as a visitor meets them, on the default example (`/`) in Debian's chromium:
// the wallet directory answering 500 or never answering, the history answering 500, a double
// click on a wallet, and the page's storage really full (chromium's own quota, not a stand-in). Each ends in a view that
// says what failed and offers a way on — never a spinner that stays — and nothing uncaught.
// The faults are made in the browser's network layer (Playwright's route) in front of the real
// local servers, which answer again once the fault is lifted.
import type { Page, Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordReliability } from '../reliability/reliabilityRecord'
import { examplesHarness } from './examplesHarness'
import { connectTestWallet, exampleWidget, recordWidgetEvents } from './exampleWidget'

const { open, snap } = examplesHarness('page-faults')
const poll = { timeout: 20_000 }

type Fault = 'status 500' | 'hang'

/** Makes every request whose path passes `matches` fail with `fault` until the returned
 * function lifts it; a hung request is answered 503 then, so nothing leaks past the test. */
async function faultRequests(page: Page, matches: (path: string) => boolean, fault: Fault) {
  const hung: Route[] = []
  let active = true
  await page.route(
    (url) => matches(url.pathname),
    async (route) => {
      if (!active) return route.continue()
      if (fault === 'status 500') return route.fulfill({ status: 500, body: 'fault' })
      hung.push(route)
    },
  )
  return () => {
    active = false
    for (const route of hung.splice(0)) void route.fulfill({ status: 503 }).catch(() => {})
  }
}

describe('faults a visitor meets', () => {
  it.for<Fault>(['status 500', 'hang'])(
    'the wallet directory %s: All Wallets says so and offers Try again, which lists them once it answers',
    { timeout: 60_000 },
    async (fault, context) => {
      recordReliability(context, {
        area: 'fault',
        tried: `wallet directory ${fault === 'hang' ? 'hangs past the 10 s limit' : 'answers 500'} (All Wallets, in the page)`,
        cases: 1,
        expected: "'The wallet list could not be loaded' + Try again; no stuck spinner",
      })
      const { context: browserContext, page, errors } = await open('?devwallet=0')
      try {
        const lift = await faultRequests(page, (path) => path === '/getWallets', fault)
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByRole('button', { name: /All Wallets/ }).click()
        const alert = dialog.getByRole('alert')
        await alert.waitFor(poll)
        expect(await alert.textContent()).toBe('The wallet list could not be loaded')
        expect(await dialog.getByText('Loading wallets').count()).toBe(0)
        await snap(page, `directory-${fault.replace(' ', '-')}`)
        lift()
        await dialog.getByRole('button', { name: 'Try again' }).click()
        await dialog.getByText('Airlock WalletConnect Test Wallet').first().waitFor(poll)
        expect(await dialog.getByRole('alert').count()).toBe(0)
        expect(errors).toEqual([])
      } finally {
        await browserContext.close()
      }
    },
  )

  it('the history answers 500: Activity says so and retries; the account keeps working', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'Blockchain API answers 500 (history, Activity tab in the page)',
      cases: 1,
      expected: 'error text + Retry in Activity; balance and session intact',
    })
    const { context: browserContext, page, errors } = await open('')
    try {
      const lift = await faultRequests(
        page,
        (path) => /^\/v1\/account\/[^/]+\/history$/.test(path),
        'status 500',
      )
      await connectTestWallet(page, poll.timeout)
      await page
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .click()
      const account = page.locator('[role="dialog"] [data-view="Account"]')
      await account.waitFor(poll)
      await account.getByRole('tab', { name: 'Activity' }).click()
      const alert = account.getByRole('alert')
      await alert.waitFor(poll)
      // spec §8: the history's failure, in the spec's words.
      expect(await alert.textContent()).toBe('Failed to fetch transactions')
      await snap(page, 'history-500')
      expect((await exampleWidget.state(page)).status).toBe('connected')
      lift()
      await account.getByRole('button', { name: /Retry|Try again/ }).click()
      await expect.poll(() => account.getByRole('alert').count(), poll).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 60_000)

  it('a double click on the wallet in the Connect view: one connection, one account view', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'double click on a wallet in the Connect view (real DOM events)',
      cases: 1,
      expected: 'one CONNECT_SUCCESS; connected; no uncaught error',
    })
    const { context: browserContext, page, errors } = await open('')
    try {
      await page.waitForFunction(() => 'airlockWidget' in window && 'airlockTestWallet' in window)
      const events = await recordWidgetEvents(page)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .dblclick()
      await page
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .waitFor(poll)
      expect((await exampleWidget.state(page)).status).toBe('connected')
      // Settled: no late second success or error from the other click.
      await page.waitForTimeout(1_000)
      expect(events.filter((type) => type === 'CONNECT_SUCCESS')).toHaveLength(1)
      expect(events.filter((type) => type === 'CONNECT_ERROR')).toEqual([])
      await snap(page, 'double-click-connected')
      expect(errors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 60_000)

  it('storage really full (chromium quota): the visitor connects, the widget says so, nothing uncaught', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: "storage full: the page's localStorage filled to chromium's quota",
      cases: 1,
      expected: 'connects and signs; STORAGE_ERROR reported; no uncaught error',
    })
    const { context: browserContext, page, errors } = await open('')
    try {
      await page.waitForFunction(() => 'airlockWidget' in window)
      const events = await recordWidgetEvents(page)
      const filled = await page.evaluate(() => {
        // Halve the chunk at each refusal: the storage ends full to the last few bytes.
        let chunk = 'x'.repeat(1 << 20)
        let index = 0
        while (chunk.length > 0) {
          try {
            localStorage.setItem(`filler-${index++}`, chunk)
          } catch {
            chunk = chunk.slice(Math.ceil(chunk.length / 2))
          }
        }
        try {
          localStorage.setItem('probe', 'x')
          return false
        } catch (error) {
          return (error as DOMException).name
        }
      })
      expect(filled).toBe('QuotaExceededError')
      await connectTestWallet(page, poll.timeout)
      expect((await exampleWidget.state(page)).status).toBe('connected')
      const signature = await exampleWidget.signMessage(page, 'Storage is full')
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
      await expect.poll(() => events.includes('STORAGE_ERROR'), poll).toBe(true)
      await snap(page, 'storage-full')
      expect(errors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 60_000)
})
