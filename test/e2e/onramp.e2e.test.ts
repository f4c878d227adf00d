// Issue 15: buying through the on-ramp in the default modal (`/`) on the local stack in Debian's
// chromium, after a switch to Sepolia and back (issue 25: the purchase was watched on Sepolia's
// history). An amount outside the card limits is refused with the spec §9 message; 100 USD is
// quoted, Buy opens the local provider's page in a popup, completing the purchase there
// delivers the quoted USDC on chain 1, and the widget sees it in the history and returns to
// Account; then the same through Meld's page. Screenshots go to .artifacts/onramp/.
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtureAddresses, holder } from '../stack/fixtures/deployFixtures'
import { examplesHarness } from './examplesHarness'
import { pickNetwork } from './exampleWidget'

const { open, snap, urls } = examplesHarness('onramp')
const poll = { timeout: 15_000 }
const usdcHeld = () =>
  createPublicClient({ transport: http(urls()[2] ?? '') }).readContract({
    address: fixtureAddresses.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  })

describe('On-ramp on the local stack', () => {
  it('refuses an amount outside the card limits, then buys USDC through the provider page', async () => {
    const { context, page, errors, consoleErrors } = await open('', { width: 1280, height: 900 })
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      const accountButton = page.getByRole('button', { name: /0xf39F/ }).first()
      await accountButton.waitFor(poll)
      // Issue 25: after Ethereum → Sepolia → Ethereum the purchase is still watched on Ethereum.
      for (const network of ['Sepolia', 'Ethereum']) await pickNetwork(page, network, poll.timeout)
      await accountButton.click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
      const onramp = page.locator('[role="dialog"] [data-view="Onramp"]')
      await onramp.waitFor(poll)

      const amount = onramp.getByLabel('You pay', { exact: true })
      await amount.fill('7500.01')
      const alert = onramp.getByRole('alert')
      await expect
        .poll(() => alert.textContent(), poll)
        .toBe('Amount must be between 10.00 and 7500.00 USD')
      const buy = onramp.getByRole('button', { name: 'Buy USDC' })
      expect(await buy.isDisabled()).toBe(true)
      await snap(page, '1-outside-limits')

      await amount.fill('100')
      const quote = onramp.getByTestId('onramp-quote')
      // 100 USD less the provider's 1.5 % fee, at $1 a USDC.
      await expect.poll(() => quote.textContent(), poll).toBe('You receive: 98.5 USDC')
      expect(await alert.count()).toBe(0)
      await snap(page, '2-quoted')

      const before = await usdcHeld()
      const [provider] = await Promise.all([page.waitForEvent('popup'), buy.click()])
      await provider.waitForURL(/\/onramp\/provider\?order=/, poll)
      await expect
        .poll(() => provider.locator('#purchase').textContent(), poll)
        .toContain('98.5 USDC')
      await expect
        .poll(() => onramp.getByRole('status').textContent(), poll)
        .toContain('Finish the purchase')
      await provider.getByRole('button', { name: 'Complete purchase' }).click()
      await expect
        .poll(() => provider.getByRole('status').getAttribute('data-state'), poll)
        .toBe('complete')
      expect((await usdcHeld()) - before).toBe(parseUnits('98.5', 6))

      // The widget polls the history (every 5 s) and, seeing the purchase, returns to Account.
      const account = page.locator('[role="dialog"] [data-view="Account"]')
      await account.waitFor({ timeout: 20_000 })
      await expect.poll(() => page.getByText('Purchase complete').count(), poll).toBeGreaterThan(0)
      await snap(page, '3-purchased')

      // Issue 25: the same through Meld (its page on the local API, `services.meldUrl`): the
      // widget watches the history for Meld's purchases and returns to Account.
      await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
      await onramp.waitFor(poll)
      await onramp.getByRole('button', { name: 'Meld', exact: true }).click()
      await amount.fill('50')
      await expect.poll(() => quote.textContent(), poll).toBe('You receive: 49.25 USDC')
      const beforeMeld = await usdcHeld()
      const [meld] = await Promise.all([page.waitForEvent('popup'), buy.click()])
      await meld.waitForURL(/\/onramp\/provider\?order=/, poll)
      expect(await meld.title()).toBe('Meld (local on-ramp provider)')
      // A window of its own: the first purchase's is the provider's page now, which the widget
      // may not navigate (the browser refuses and logs it: consoleErrors below).
      expect(meld).not.toBe(provider)
      expect(provider.url()).toMatch(/\/onramp\/provider\?order=/)
      await meld.getByRole('button', { name: 'Complete purchase' }).click()
      await expect
        .poll(() => meld.getByRole('status').getAttribute('data-state'), poll)
        .toBe('complete')
      expect((await usdcHeld()) - beforeMeld).toBe(parseUnits('49.25', 6))
      await account.waitFor({ timeout: 20_000 })
      await snap(page, '4-purchased-through-meld')
      // Activity marks both purchases, Meld's as well as Coinbase's, as bought (spec §3).
      await account.getByRole('tab', { name: 'Activity' }).click()
      const rows = account.locator('[data-testid="activity-row"]')
      await expect.poll(() => rows.first().textContent(), poll).toContain('+49.25 USDC')
      for (const [row, received] of [
        [0, '+49.25 USDC'],
        [1, '+98.5 USDC'],
      ] as const) {
        // The row's title: 'Bought' and the on-ramp badge (its image may show initials first).
        const text = await rows.nth(row).textContent()
        expect(text).toContain(received)
        expect(text).toContain('BoughtOn-ramp')
      }
      await snap(page, '5-activity')
      expect(errors).toEqual([])
      expect(consoleErrors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
