// End to end through `npm start`'s example page in Debian's chromium (playwright-core): a
// person picks the injected test wallet, switches to Sepolia, reloads (the wallet and the
// widget remember, so no prompt), signs, and disconnects. spec §2, §4.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../src/chromium'
import { type RunningExamples, startExamples } from '../src/startExamples'
import { DEV_PRIVATE_KEY, type TestWallet } from '../wallets/injected/testWallet'
import { createWalletConnectTestWallet } from '../wallets/walletconnect/walletConnectTestWallet'

let running: RunningExamples
let browser: Browser

beforeAll(async () => {
  ;[running, browser] = await Promise.all([startExamples(), chromium.launch(chromiumLaunchOptions)])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await running?.stop()
})

/** The account panel's value for a term (status, network, address). */
const field = (page: Page, term: string) => ({
  textContent: () =>
    page.evaluate((wanted) => {
      const terms = [...document.querySelectorAll('#account dt')]
      return terms.find((dt) => dt.textContent === wanted)?.nextElementSibling?.textContent
    }, term),
})

describe('the local example in Chromium', () => {
  it('connect, switch, reload without a prompt, sign, disconnect', async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${running.urls[0]}headless/`)

    await page.getByRole('button', { name: 'Airlock Test Wallet' }).click()
    await expect
      .poll(() => field(page, 'status').textContent(), { timeout: 10_000 })
      .toBe('connected')
    expect(await field(page, 'address').textContent()).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )

    // Issue 25: the balances follow the switch (they stayed on chain 1 until a reload).
    const sepoliaBalances = page.waitForRequest(
      (request) =>
        request.url().includes('/balance') &&
        decodeURIComponent(request.url()).includes('eip155:11155111'),
      { timeout: 10_000 },
    )
    await page.getByRole('button', { name: 'Sepolia' }).click()
    await expect
      .poll(() => field(page, 'network').textContent(), { timeout: 10_000 })
      .toBe('Sepolia')
    await sepoliaBalances

    await page.reload()
    await expect
      .poll(() => field(page, 'status').textContent(), { timeout: 10_000 })
      .toBe('connected')
    expect(await field(page, 'network').textContent()).toBe('Sepolia')
    const asked = await page.evaluate(() =>
      (window as unknown as { airlockTestWallet: TestWallet }).airlockTestWallet.controls
        .requests()
        .map((request) => request.method),
    )
    expect(asked).toContain('eth_accounts')
    expect(asked).not.toContain('eth_requestAccounts')

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect
      .poll(() => page.locator('#message').textContent(), { timeout: 10_000 })
      .toMatch(/^Signed: 0x[0-9a-f]+/)
    // The signature is the account's over the page's message.
    const signature = await page.locator('#message').getAttribute('data-signature')
    expect(
      await verifyMessage({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        message: 'Hello from Airlock',
        signature: (signature ?? '0x') as `0x${string}`,
      }),
    ).toBe(true)

    await mkdir(join(import.meta.dirname, '..', '..', '.artifacts'), { recursive: true })
    await page.screenshot({
      path: join(import.meta.dirname, '..', '..', '.artifacts', 'example.png'),
    })

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(() => field(page, 'status').textContent(), { timeout: 10_000 })
      .toBe('disconnected')
    await page.reload()
    await expect
      .poll(() => page.getByRole('button', { name: 'Airlock Test Wallet' }).count(), {
        timeout: 10_000,
      })
      .toBe(1)
    expect(await field(page, 'status').textContent()).toBe('disconnected')
    expect(errors).toEqual([])
  }, 60_000)

  it('WalletConnect: pair from the page with a WalletKit wallet, sign, survive a reload, disconnect', async () => {
    // The relay's row: the Solana row prints a ws:// URL too (issue 17).
    const relayUrl =
      running.output.match(/WalletConnect relay\s+(ws:\/\/127\.0\.0\.1:\d+)/)?.[1] ?? ''
    const [, , chain1 = '', sepolia = ''] = running.urls
    const wallet = await createWalletConnectTestWallet({
      relayUrl,
      evm: {
        privateKey: DEV_PRIVATE_KEY,
        chains: [
          { id: 1, rpcUrl: chain1 },
          { id: 11155111, rpcUrl: sepolia },
        ],
      },
    })
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${running.urls[0]}headless/?devwallet=0`)
      await page.getByRole('button', { name: 'WalletConnect' }).click()
      await page.locator('#pairing:not([hidden])').waitFor({ timeout: 10_000 })
      const uri = (await page.locator('#pairing-uri').textContent()) ?? ''
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      await wallet.pair(uri)
      await expect
        .poll(() => field(page, 'status').textContent(), { timeout: 10_000 })
        .toBe('connected')
      expect(await field(page, 'address').textContent()).toBe(wallet.evmAddress)

      await page.getByRole('button', { name: 'Sign a message' }).click()
      await expect
        .poll(() => page.locator('#message').textContent(), { timeout: 10_000 })
        .toMatch(/^Signed: 0x[0-9a-f]+/)
      expect(wallet.controls.requests().map((request) => request.method)).toContain('personal_sign')

      // spec §4: a reloaded page restores the session (the SDK keeps it in IndexedDB).
      await page.reload()
      await expect
        .poll(() => field(page, 'status').textContent(), { timeout: 10_000 })
        .toBe('connected')
      expect(wallet.controls.proposals()).toHaveLength(1)

      const deleted = wallet.next('session_delete', 10_000)
      await page.getByRole('button', { name: 'Disconnect' }).click()
      await deleted
      await expect
        .poll(() => field(page, 'status').textContent(), { timeout: 10_000 })
        .toBe('disconnected')
      expect(errors).toEqual([])
    } finally {
      await context.close()
      await wallet.close()
    }
  }, 60_000)
})
