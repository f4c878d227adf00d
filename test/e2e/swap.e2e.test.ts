// Issue 14: the Swap view of the default modal (`/`) on the local stack in Debian's chromium.
// Approve and swap USDC for TT, then swap the native coin, through the UI: the tokens move on
// chain by the quote (within the 1 % slippage) and the modal returns to Account. On Sepolia (no
// spec §9 swap chain) the Account view offers no Swap. Screenshots go to .artifacts/swap/.
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtureAddresses, holder } from '../stack/fixtures/deployFixtures'
import { examplesHarness } from './examplesHarness'
import { pickNetwork } from './exampleWidget'

const { open, snap, urls } = examplesHarness('swap')
const poll = { timeout: 15_000 }
const chain = () => createPublicClient({ transport: http(urls()[2] ?? '') })
const balanceOf = (token: `0x${string}`) =>
  chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

async function openAccount() {
  const { context, page, errors } = await open('', { width: 1280, height: 900 })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  const accountButton = page.getByRole('button', { name: /0xf39F/ }).first()
  await accountButton.waitFor(poll)
  await accountButton.click()
  const account = page.locator('[role="dialog"] [data-view="Account"]')
  await account.waitFor(poll)
  return { context, page, errors, account }
}

/** From Account: the Swap view with the pair chosen and the amount typed. */
async function fillSwap(page: Page, from: RegExp, to: RegExp, amount: string) {
  await page.getByRole('dialog').getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = page.locator('[role="dialog"] [data-view="Swap"]')
  await swap.getByRole('button', { name: /^You pay: / }).waitFor(poll)
  await swap.getByRole('button', { name: /^You pay: / }).click()
  await swap.getByRole('list').getByRole('button', { name: from }).click()
  await swap.getByRole('button', { name: /^You receive: / }).click()
  await swap.getByRole('list').getByRole('button', { name: to }).click()
  await swap.getByLabel('You pay', { exact: true }).fill(amount)
  return swap
}

describe('Swap on the local stack', () => {
  it('approves and swaps USDC for TT, then swaps the native coin', async () => {
    const { context, page, errors, account } = await openAccount()
    try {
      const [usdcBefore, ttBefore] = await Promise.all([
        balanceOf(fixtureAddresses.usdc),
        balanceOf(fixtureAddresses.tt),
      ])
      const swap = await fillSwap(page, /USD Coin/, /Test Token/, '100')
      // The quote after the debounce: 100 USDC ($1) buys 40 TT ($2.5).
      await expect
        .poll(() => swap.getByLabel('You receive', { exact: true }).inputValue(), poll)
        .toBe('40')
      const preview = swap.getByTestId('swap-preview')
      await expect.poll(() => preview.textContent(), poll).toContain('1 USDC = 0.4 TT')
      expect(await preview.textContent()).toContain('Network fee')
      await snap(page, '1-quoted-approve')
      await swap.getByRole('button', { name: 'Approve USDC' }).click()
      const swapButton = swap.getByRole('button', { name: 'Swap', exact: true })
      await expect.poll(() => swapButton.isEnabled(), poll).toBe(true)
      await snap(page, '2-approved')
      await swapButton.click()
      await account.waitFor(poll)
      await expect.poll(() => page.getByText('Transaction sent').count(), poll).toBeGreaterThan(0)
      expect(await balanceOf(fixtureAddresses.usdc)).toBe(usdcBefore - 100_000000n)
      const received = (await balanceOf(fixtureAddresses.tt)) - ttBefore
      expect(received).toBeGreaterThanOrEqual(parseUnits('39.6', 18))
      expect(received).toBeLessThanOrEqual(parseUnits('40', 18))
      await snap(page, '3-after-usdc-swap')

      const etherBefore = await chain().getBalance({ address: holder })
      const ttMid = await balanceOf(fixtureAddresses.tt)
      const native = await fillSwap(page, /Ether/, /Test Token/, '0.5')
      // The native coin needs no approve: Swap is the only step.
      const nativeSwap = native.getByRole('button', { name: 'Swap', exact: true })
      await expect.poll(() => nativeSwap.isEnabled(), poll).toBe(true)
      expect(await native.getByRole('button', { name: /^Approve/ }).count()).toBe(0)
      await nativeSwap.click()
      await account.waitFor(poll)
      const spent = etherBefore - (await chain().getBalance({ address: holder }))
      expect(spent).toBeGreaterThan(parseEther('0.5'))
      expect(spent).toBeLessThan(parseEther('0.51'))
      expect((await balanceOf(fixtureAddresses.tt)) - ttMid).toBeGreaterThanOrEqual(
        parseUnits('594', 18),
      )
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)

  it('offers no Swap on Sepolia, which is no swap chain', async () => {
    const { context, page, account } = await openAccount()
    try {
      await expect
        .poll(() => account.getByRole('button', { name: 'Swap', exact: true }).count(), poll)
        .toBe(1)
      await page.keyboard.press('Escape')
      await pickNetwork(page, 'Sepolia', poll.timeout)
      await page
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .click()
      await account.waitFor(poll)
      await account.getByRole('button', { name: 'Send', exact: true }).waitFor(poll)
      expect(await account.getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
      await snap(page, '4-sepolia-no-swap')
    } finally {
      await context.close()
    }
  }, 60_000)
})
