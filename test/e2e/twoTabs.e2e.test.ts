// Issue 18, fault: two tabs of one site (one browser context, one localStorage) on the default
// example. The second tab finds the first tab's session and reconnects; a disconnect in one
// tab leaves the other working, and a reload of it reads the shared state (disconnected); no
// page error anywhere.
import { describe, expect, it } from 'vitest'
import { recordReliability } from '../reliability/reliabilityRecord'
import { examplesHarness } from './examplesHarness'
import { connectTestWallet } from './exampleWidget'

const { open, urls } = examplesHarness('two-tabs')
const poll = { timeout: 15_000 }

describe('two tabs of one site', () => {
  it('share the session, and a disconnect in one leaves the other working', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'two tabs of one site (connect, reconnect, disconnect)',
      cases: 1,
      expected: 'second tab reconnects; both keep working; no page error',
    })
    const { context: browserContext, page: first, errors } = await open('')
    try {
      await connectTestWallet(first, poll.timeout)

      const second = await browserContext.newPage()
      const secondErrors: string[] = []
      second.on('pageerror', (error) => secondErrors.push(error.message))
      await second.goto(urls()[0] ?? '')
      // The stored session reconnects silently in the second tab.
      await second
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .waitFor(poll)

      // Disconnect in the second tab: the first still has its widget and can open Account.
      await second
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .click()
      await second.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await second.getByRole('button', { name: 'Connect Wallet' }).waitFor(poll)
      await first
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .click()
      await first.locator('[role="dialog"] [data-view="Account"]').waitFor(poll)
      await first.keyboard.press('Escape')

      // A reload reads the shared storage: disconnected, and connecting again works.
      await first.reload()
      await first.getByRole('button', { name: 'Connect Wallet' }).waitFor(poll)
      await first.getByRole('button', { name: 'Connect Wallet' }).click()
      await first
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      await first
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .waitFor(poll)
      expect(errors).toEqual([])
      expect(secondErrors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 90_000)
})
