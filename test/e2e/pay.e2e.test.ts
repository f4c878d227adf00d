// Issue 15: a host's payment (spec §1 pay) in the default example (`/`) on the local stack in
// Debian's chromium. The page's own "Pay 5 USDC" button asks the widget; the visitor connects
// if nobody is, the widget moves the wallet to the payment's network, and the Pay view's
// confirmation sends 5 USDC to the shop on chain 1. A refused signature is shown in the view
// and, once the visitor closes it, reaches the host as the promise's error. Screenshots go to
// .artifacts/pay/.

import type { Widget } from '@airlock/core'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtureAddresses, holder } from '../stack/fixtures/deployFixtures'
import type { TestWallet } from '../wallets/injected/testWallet'
import { examplesHarness } from './examplesHarness'
import { connectTestWallet, pickNetwork } from './exampleWidget'

const { open, snap, urls } = examplesHarness('pay')
const poll = { timeout: 15_000 }
/** docs/examples/PayButton.tsx's shop. */
const shop = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const usdcOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(urls()[2] ?? '') }).readContract({
    address: fixtureAddresses.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

const payView = (page: Page) => page.locator('[role="dialog"] [data-view="Pay"]')
const hostPay = (page: Page) =>
  page.locator('main header').getByRole('button', { name: 'Pay 5 USDC' })

type AirlockWindow = Window & { airlockWidget: Widget; airlockTestWallet: TestWallet }

const connect = (page: Page) => connectTestWallet(page, poll.timeout)

describe('Pay on the local stack', () => {
  it('connects first, moves the wallet to Ethereum, and pays 5 USDC to the shop', async () => {
    const { context, page, errors } = await open('', { width: 1280, height: 900 })
    try {
      const [shopBefore, holderBefore] = await Promise.all([usdcOf(shop), usdcOf(holder)])
      // Not connected: the payment starts with the wallet list.
      await hostPay(page).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      const pay = payView(page)
      await pay.waitFor(poll)
      await expect.poll(() => pay.getByTestId('pay-amount').textContent(), poll).toBe('5 USDC')
      expect(await pay.locator('dd').nth(0).textContent()).toBe('Ethereum')
      expect(await pay.locator('dd').nth(1).getAttribute('title')).toBe(shop)
      await snap(page, '1-pay-view')
      await pay.getByRole('button', { name: 'Pay 5 USDC' }).click()
      await page.getByTestId('paid').waitFor(poll)
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect((await usdcOf(shop)) - shopBefore).toBe(parseUnits('5', 6))
      expect(holderBefore - (await usdcOf(holder))).toBe(parseUnits('5', 6))

      // On Sepolia now: the next payment moves the wallet back to Ethereum first.
      await pickNetwork(page, 'Sepolia', poll.timeout)
      await hostPay(page).click()
      await pay.getByRole('button', { name: 'Pay 5 USDC' }).waitFor(poll)
      // The page behind the open modal is hidden from the accessibility tree: ask the handle.
      const active = await page.evaluate(
        () =>
          (window as unknown as AirlockWindow).airlockWidget.getState().caipNetwork?.caipNetworkId,
      )
      expect(active).toBe('eip155:1')
      await pay.getByRole('button', { name: 'Pay 5 USDC' }).click()
      await expect
        .poll(async () => (await usdcOf(shop)) - shopBefore, poll)
        .toBe(parseUnits('10', 6))
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 90_000)

  it('shows a refused signature in the view and reports it to the host when closed', async () => {
    const { context, page, errors } = await open('', { width: 1280, height: 900 })
    try {
      await connect(page)
      const shopBefore = await usdcOf(shop)
      await hostPay(page).click()
      const pay = payView(page)
      await pay.getByRole('button', { name: 'Pay 5 USDC' }).waitFor(poll)
      await page.evaluate(() =>
        (window as unknown as AirlockWindow).airlockTestWallet.controls.rejectNext(
          'eth_sendTransaction',
        ),
      )
      await pay.getByRole('button', { name: 'Pay 5 USDC' }).click()
      const alert = pay.getByRole('alert')
      await alert.waitFor(poll)
      const refusal = await alert.textContent()
      expect(refusal).toMatch(/rejected/i)
      await snap(page, '2-refused')
      // The form stays for another try; closing ends the payment with that refusal.
      expect(await pay.getByRole('button', { name: 'Pay 5 USDC' }).isEnabled()).toBe(true)
      await pay.getByRole('button', { name: 'Cancel' }).click()
      const hostAlert = page.locator('main header [role="alert"]')
      await hostAlert.waitFor(poll)
      expect(await hostAlert.textContent()).toBe(refusal)
      expect(await usdcOf(shop)).toBe(shopBefore)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 90_000)
})
