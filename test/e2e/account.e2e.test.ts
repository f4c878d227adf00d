// Issues 9 and 11: the Account view of the default modal (`/`) on the local stack in Debian's
// chromium. Send an ERC-20 and the native coin through the Send view → the tokens move on chain,
// the modal returns to Account, both balances show the new amounts, Activity lists the sends;
// the history pages past its first 10; a spam NFT transfer stays hidden (the NFTs tab too); a
// wallet rejection and a transfer that reverts on chain each show their error with the form
// kept. Screenshots of each step go to .artifacts/account/.
import type { Page } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  erc721Abi,
  formatUnits,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { fixtureAddresses, holder } from '../stack/fixtures/deployFixtures'
import { DEV_PRIVATE_KEY, type TestWallet } from '../wallets/injected/testWallet'
import { examplesHarness, fillSendView } from './examplesHarness'

/** anvil's second dev account: the receiver. */
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const { open, snap, urls } = examplesHarness('account')
const poll = { timeout: 15_000 }
/** Chain 1's node (the printed table's third URL). */
const rpcUrl = () => urls()[2] ?? ''

const chain = () => createPublicClient({ transport: http(rpcUrl()) })
const devWallet = () =>
  createWalletClient({ account: privateKeyToAccount(DEV_PRIVATE_KEY), transport: http(rpcUrl()) })
const usdcOf = (owner: `0x${string}`) =>
  chain().readContract({
    address: fixtureAddresses.usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
/** A transaction from the dev account outside the page (another device, another app). */
async function elsewhere(write: Promise<`0x${string}`>) {
  await chain().waitForTransactionReceipt({ hash: await write })
}

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

const wallet = (page: Page) =>
  ({
    rejectNext: () =>
      page.evaluate(() =>
        (
          window as unknown as { airlockTestWallet: TestWallet }
        ).airlockTestWallet.controls.rejectNext('eth_sendTransaction'),
      ),
    fixedGasNext: () =>
      page.evaluate(() =>
        (
          window as unknown as { airlockTestWallet: TestWallet }
        ).airlockTestWallet.controls.sendWithFixedGasNext(),
      ),
  }) as const

describe('Account on the local stack', () => {
  it('sends an ERC-20 and the native coin: tokens move, balances follow, Activity lists both', async () => {
    const { context, page, errors, account } = await openAccount()
    try {
      const nativeBalance = account.locator('[data-testid="native-balance"]')
      await expect.poll(() => nativeBalance.textContent(), poll).toMatch(/ETH/)
      const usdcRow = account.getByRole('tabpanel').locator('li', { hasText: 'USD Coin' })
      await expect.poll(() => usdcRow.count(), poll).toBe(1)
      await snap(page, '1-account')
      const receiverBefore = await usdcOf(receiver)

      const send = await fillSendView(page, { token: /USD Coin/, amount: '12.5', receiver })
      // Issue 25: the node's estimate for this transfer, in ETH, once the form settles.
      await expect
        .poll(() => send.getByTestId('network-fee').textContent(), { timeout: 15_000 })
        .toMatch(/^Network fee ≈ 0\.\d+ ETH$/)
      await snap(page, '2-send-usdc')
      // The primary button keeps its fill however the lazy view's CSS was ordered (root.css.ts).
      expect(
        await send
          .getByRole('button', { name: 'Send', exact: true })
          .evaluate((button) => getComputedStyle(button).backgroundColor),
      ).not.toBe('rgba(0, 0, 0, 0)')
      await send.getByRole('button', { name: 'Send', exact: true }).click()
      // spec §4: confirmed → back to Account; the tokens moved on chain.
      await account.waitFor(poll)
      await expect.poll(() => page.getByText('Transaction sent').count(), poll).toBeGreaterThan(0)
      expect((await usdcOf(receiver)) - receiverBefore).toBe(12_500_000n)
      // The token list read fresh (forceUpdate) shows what the chain holds now.
      const held = formatUnits(await usdcOf(holder), 6)
      const shown = Number(held).toLocaleString('en-US', {
        minimumFractionDigits: 3,
        maximumFractionDigits: 3,
        roundingMode: 'floor',
      } as Intl.NumberFormatOptions)
      // Issue 30: from 100,000 on the row writes the amount compact ('1M USDC'); its title keeps
      // every digit.
      await expect
        .poll(() => usdcRow.locator('[title$=" USDC"]').getAttribute('title'), poll)
        .toBe(`${shown} USDC`)
      await snap(page, '3-after-usdc')

      const etherBefore = await chain().getBalance({ address: holder })
      await fillSendView(page, { token: /Ether|ETH/, amount: '0.5', receiver })
      await page
        .locator('[data-view="Send"]')
        .getByRole('button', { name: 'Send', exact: true })
        .click()
      await account.waitFor(poll)
      const etherAfter = await chain().getBalance({ address: holder })
      // 0.5 ETH and the fee left the account.
      expect(etherBefore - etherAfter).toBeGreaterThan(parseEther('0.5'))
      const floored = (Math.floor(Number(formatUnits(etherAfter, 18)) * 1000) / 1000).toFixed(3)
      await expect
        .poll(async () => (await nativeBalance.textContent())?.replaceAll(',', ''), poll)
        .toBe(`${floored} ETH`)

      await account.getByRole('tab', { name: 'Activity' }).click()
      const rows = account.locator('[data-testid="activity-row"]')
      await expect.poll(() => rows.first().textContent(), poll).toContain('-0.5 ETH')
      expect(await rows.nth(1).textContent()).toContain('-12.5 USDC')
      await snap(page, '4-activity')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)

  it('pages the history past its first 10; a spam NFT transfer stays hidden, in the NFTs tab too', async () => {
    // Outside the page: the spam NFT (token 3) and NFT #2 leave the account, then 11 payments.
    const nft = (tokenId: bigint) =>
      devWallet().writeContract({
        address: fixtureAddresses.nft,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [holder, receiver, tokenId],
        chain: null,
      })
    await elsewhere(nft(3n))
    await elsewhere(nft(2n))
    for (let index = 1; index <= 11; index++) {
      await elsewhere(
        devWallet().sendTransaction({
          to: receiver,
          value: BigInt(index) * 10n ** 15n,
          chain: null,
        }),
      )
    }
    const { context, page, errors, account } = await openAccount()
    try {
      await account.getByRole('tab', { name: 'Activity' }).click()
      const rows = account.locator('[data-testid="activity-row"]')
      await expect.poll(() => rows.count(), poll).toBeGreaterThanOrEqual(10)
      // The first page: the 11 payments' newest 10, newest first.
      expect(await rows.first().textContent()).toContain('-0.011 ETH')
      await snap(page, '5-history-first-page')
      await rows.last().scrollIntoViewIfNeeded()
      await expect.poll(() => rows.count(), poll).toBeGreaterThan(10)
      const texts = await rows.allTextContents()
      expect(texts.some((text) => text.includes('Airlock Test NFT #2'))).toBe(true)
      expect(texts.some((text) => text.includes('Airlock Test NFT #3'))).toBe(false)
      await snap(page, '6-history-paged')

      await account.getByRole('tab', { name: 'NFTs' }).click()
      const panel = account.getByRole('tabpanel')
      await expect
        .poll(() => panel.getByRole('img', { name: 'Airlock Test NFT #1' }).count(), poll)
        .toBe(1)
      expect(await panel.getByRole('img', { name: /Airlock Test NFT #[23]/ }).count()).toBe(0)
      await snap(page, '7-nfts')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)

  it('a rejection in the wallet and a transfer that reverts on chain each show their error, the form kept', async () => {
    const { context, page, errors } = await openAccount()
    try {
      await wallet(page).rejectNext()
      const send = await fillSendView(page, { token: /USD Coin/, amount: '1', receiver })
      await send.getByRole('button', { name: 'Send', exact: true }).click()
      const alert = send.getByRole('alert')
      await expect.poll(() => alert.textContent(), poll).toBe('User rejected the request.')
      expect(await send.getByLabel('Amount').inputValue()).toBe('1')
      expect(await send.getByLabel('Receiver').inputValue()).toBe(receiver)
      await snap(page, '8-rejected')

      // The tokens leave by another road after the form read the balance; the person set the
      // gas by hand, so the transfer is mined and reverts.
      const everything = await usdcOf(holder)
      await elsewhere(
        devWallet().writeContract({
          address: fixtureAddresses.usdc,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [receiver, everything],
          chain: null,
        }),
      )
      await wallet(page).fixedGasNext()
      await send.getByRole('button', { name: 'Send', exact: true }).click()
      await expect
        .poll(() => alert.textContent(), poll)
        .toBe('Transaction reverted: ERC20: transfer amount exceeds balance')
      expect(await send.getByLabel('Amount').inputValue()).toBe('1')
      await snap(page, '9-reverted')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
