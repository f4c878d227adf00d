// docs/examples/custom-ui: connect → account → switch (and back from a chain the app did not ask
// for) → disconnect through a UI built from the hooks alone, and the embedded wallet's e-mail and
// social logins there (issue 25), driven in Debian's chromium (playwright-core) through
// `npm start`.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../src/chromium'
import { type RunningExamples, startExamples } from '../src/startExamples'
import { moveWalletToUnsupportedChain } from './exampleWidget'

let running: RunningExamples
let browser: Browser

beforeAll(async () => {
  ;[running, browser] = await Promise.all([startExamples(), chromium.launch(chromiumLaunchOptions)])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await running?.stop()
})

describe('the custom UI built from @airlock/react-hooks', () => {
  it('imports nothing from the ui-kit', async () => {
    const folder = join(import.meta.dirname, '..', '..', 'docs', 'examples', 'custom-ui')
    const files = (await readdir(folder)).filter((file) => /\.(ts|tsx)$/.test(file))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      expect(await readFile(join(folder, file), 'utf8')).not.toContain('@airlock/ui-kit')
    }
  })

  it('connects, shows the account with its balances, switches network, and disconnects', async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${running.urls[0]}custom/`)
    await page.getByRole('button', { name: 'Airlock Test Wallet' }).click()
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 })
      .toBe('connected')
    expect(await page.getByTestId('address').textContent()).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    await expect
      .poll(() => page.getByRole('list', { name: 'Balances' }).textContent(), { timeout: 10_000 })
      .toMatch(/ETH.*USDC/)

    await page.getByRole('button', { name: 'Sepolia' }).click()
    await expect
      .poll(() => page.getByTestId('network').textContent(), { timeout: 10_000 })
      .toBe('Sepolia')

    // Issue 25: the wallet moved to a chain the app did not ask for shows as such, and the
    // network buttons switch back.
    await moveWalletToUnsupportedChain(page, running.urls[4] ?? '')
    await expect
      .poll(() => page.getByTestId('network').textContent(), { timeout: 10_000 })
      .toBe('Wrong network')
    await page.getByRole('button', { name: 'Ethereum' }).click()
    await expect
      .poll(() => page.getByTestId('network').textContent(), { timeout: 10_000 })
      .toBe('Ethereum')

    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 })
      .toBe('disconnected')
    expect(await page.getByRole('heading', { name: 'Connect a wallet' }).count()).toBe(1)
    expect(errors).toEqual([])
  }, 60_000)

  it("issue 29 (6): the host's custom wallet is listed and pairs over WalletConnect, opened by its own link", async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${running.urls[0]}custom/?devwallet=0`)
    const yours = page.getByRole('region', { name: 'Your wallets' })
    await yours.getByRole('button', { name: 'Airlock Web Wallet' }).click()
    const open = page.getByRole('link', { name: 'Open Airlock Web Wallet' })
    await open.waitFor({ timeout: 10_000 })
    const uri = (await page.locator('#pairing-uri').textContent()) ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await open.getAttribute('href')).toBe(
      `${new URL(running.urls[0] ?? '').origin}/wallet/?uri=${encodeURIComponent(uri)}`,
    )
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('issue 25: logs in by e-mail with the mailed code, and by a social popup, from the hooks alone', async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${running.urls[0]}custom/?devwallet=0`)
    const stack = (await (await fetch(`${running.urls[0]}stack.json`)).json()) as {
      services: { embedded: string }
    }
    const mailbox = new URL('/mailbox', stack.services.embedded)
    const email = `custom-${Date.now()}@example.com`
    const login = page.getByRole('group', { name: 'E-mail and social login' })
    await login.getByLabel('E-mail').fill(email)
    await login.getByRole('button', { name: 'Continue', exact: true }).click()
    mailbox.searchParams.set('email', email)
    let code = ''
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(mailbox)).json()) as { kind: string; code?: string }[]
          code = mails.find((mail) => mail.kind === 'login-code')?.code ?? ''
          return code
        },
        { timeout: 20_000 },
      )
      .toMatch(/^\d{6}$/)
    await login.getByLabel(/Code sent to/).fill(code)
    await login.getByRole('button', { name: 'Verify' }).click()
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 })
      .toBe('connected')
    expect(await page.getByTestId('address').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 10_000 })
      .toBe('disconnected')

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      login.getByRole('button', { name: 'Continue with GitHub' }).click(),
    ])
    await popup.getByLabel('User name').fill('octocat')
    await popup.getByRole('button', { name: 'Allow' }).click()
    await expect
      .poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 })
      .toBe('connected')
    expect(errors).toEqual([])
  }, 90_000)
})
