// Issue 16: the embedded wallet's other flows through the default example's UI (`/?devwallet=0`)
// and the stack's frame site, in Debian's chromium: a new device approved from the mailed link,
// Farcaster by QR code, social login by redirect (and a redirect the page did not start), and
// the preferred account type switched in Account. Screenshots go to .artifacts/embedded-flows/.
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { qrMatrix, qrPath } from '../../ui-kit/src/primitives/QrCodeMatrix'
import { smartAccountAddress } from '../stack/embedded/frame/smartAccountAddress'
import {
  accountButton,
  dialog,
  type EmbeddedWindow,
  embeddedHarness,
  openConnect,
  poll,
  startSettled,
  state,
  submitEmail,
  uniqueEmail,
  view,
} from './embeddedHarness'

const { open, snap, urls, frameSite, mailsFor, enterCode, loginByEmail } =
  embeddedHarness('embedded-flows')
const chain = () => createPublicClient({ transport: http(urls()[2] ?? '') })

/** The §3 storage keys these flows write, as the page holds them. */
const stored = (page: Page) =>
  page.evaluate(() => {
    const read = (key: string) => localStorage.getItem(`@appkit/${key}`)
    return {
      connector: read('eip155:connected_connector_id'),
      email: read('email'),
      socialProvider: read('social_provider'),
      socialUsername: read('social_username'),
      preferredAccountTypes: read('preferred_account_types'),
    }
  })

/** The accounts the frame itself answers with (a safe call, through the §6 gate). */
const frameAccounts = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as EmbeddedWindow).airlockEmbeddedWallet.provider.request({
      method: 'eth_accounts',
    }),
  )

/** Every URL of the frame site the page (or one of its frames) requests from now on. */
async function frameRequests(page: Page): Promise<string[]> {
  const site = await frameSite()
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(site)) seen.push(request.url())
  })
  return seen
}

/** The page as a popup blocker leaves it: `window.open` gives null, so social login redirects. */
async function blockPopups(context: BrowserContext, page: Page) {
  await context.addInitScript(() => {
    window.open = () => null
  })
  await page.reload()
}

/** Connect → Google with popups blocked: the page leaves for the provider's sign-in page. */
async function startGoogleRedirect(page: Page): Promise<URL> {
  const site = await frameSite()
  await openConnect(page)
  await dialog(page).getByRole('button', { name: 'Continue with Google' }).click()
  await page.waitForURL((url) => url.origin === site && url.pathname === '/oauth/authorize', poll)
  await page.getByLabel('User name').waitFor(poll)
  return new URL(page.url())
}

describe('embedded wallet flows in the default example', () => {
  it('spec §7 device: a known e-mail on a new browser waits in EmailVerifyDevice until the mailed link approves it', async () => {
    const email = uniqueEmail('dora')
    // The first browser: its first code approves its device.
    const first = await open('?devwallet=0')
    try {
      await loginByEmail(first.page, email)
      expect(first.errors).toEqual([])
    } finally {
      await first.context.close()
    }
    // Another browser (its own storage, so another device id at the frame site).
    const { context, page, errors } = await open('?devwallet=0')
    try {
      await openConnect(page)
      await submitEmail(page, email)
      const device = view(page, 'EmailVerifyDevice')
      await device.waitFor(poll)
      expect(await device.getAttribute('data-state')).toBe('waiting')
      expect(await device.textContent()).toContain(`We sent an approval link to ${email}.`)
      await device.getByRole('progressbar', { name: 'Waiting for the approval' }).waitFor(poll)
      // The frame site mailed the link, and no code yet: only the first browser's.
      const site = await frameSite()
      let link = ''
      await expect
        .poll(async () => {
          link = (await mailsFor(email)).find((mail) => mail.kind === 'device-approval')?.link ?? ''
          return link
        }, poll)
        .toMatch(new RegExp(`^${site}/device/approve\\?token=[0-9a-f]{32}$`))
      const loginCodes = async () =>
        (await mailsFor(email)).filter((mail) => mail.kind === 'login-code').length
      expect(await loginCodes()).toBe(1)
      await snap(page, '1-verify-device')

      // The visitor opens the e-mail's link (here in a tab of the same browser).
      const mail = await context.newPage()
      await mail.goto(link)
      expect(await mail.getByRole('heading').textContent()).toBe('Device approved')
      await snap(mail, '2-device-approved')
      // The widget goes on by itself: a fresh code is mailed and EmailVerifyOtp replaces the view.
      await view(page, 'EmailVerifyOtp').waitFor(poll)
      expect(await device.count()).toBe(0)
      await expect.poll(loginCodes, poll).toBe(2)
      await snap(page, '3-device-otp')
      const address = await enterCode(page, email)
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      // The frame holds this browser's key for the user: it answers with the same address.
      expect(await frameAccounts(page)).toEqual([address])
      expect(await stored(page)).toMatchObject({
        connector: '"embeddedWallet"',
        email: JSON.stringify(email),
      })
      // The link is good once.
      await mail.reload()
      expect(await mail.getByRole('heading').textContent()).toBe('This link has expired.')
      await snap(page, '4-device-connected')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)

  it('spec §2 ConnectingFarcaster: the QR code is the frame site’s approval link; approving it there connects', async () => {
    const { context, page, errors } = await open('?devwallet=0')
    try {
      await openConnect(page)
      await dialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
      const qr = dialog(page).getByRole('img', { name: 'QR code to sign in with Farcaster' })
      await qr.waitFor(poll)
      const link = dialog(page).getByRole('link', { name: /Open Warpcast/ })
      const url = (await link.getAttribute('href')) ?? ''
      const site = await frameSite()
      expect(url).toMatch(new RegExp(`^${site}/farcaster\\?channel=[0-9a-f]{32}$`))
      // The QR code draws exactly that link, at error correction H under Farcaster's mark
      // (issue 30, item 1).
      expect(await qr.locator('path').getAttribute('d')).toBe(
        qrPath(qrMatrix(url, { withImage: true })),
      )
      expect(await link.getAttribute('target')).toBe('_blank')
      await snap(page, '5-farcaster-qr')
      expect((await state(page)).status).toBe('disconnected')

      // The Farcaster app (here the frame site's page at that link) approves.
      const app = await context.newPage()
      await app.goto(url)
      await app.getByLabel('User name').fill('dwr')
      await snap(app, '6-farcaster-approve')
      await app.getByRole('button', { name: 'Approve' }).click()
      await app.getByRole('heading', { name: 'Approved' }).waitFor(poll)

      await expect.poll(async () => (await state(page)).status, poll).toBe('connected')
      const { address = '', caipAddress } = await state(page)
      expect(caipAddress).toBe(`eip155:1:${address}`)
      expect(await frameAccounts(page)).toEqual([address])
      expect(await stored(page)).toMatchObject({
        connector: '"embeddedWallet"',
        socialProvider: '"farcaster"',
        socialUsername: '"dwr"',
      })
      await snap(page, '7-farcaster-connected')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 90_000)

  it('spec §3 social login by redirect when the popup is blocked: the page leaves, Allow brings it back connected', async () => {
    const { context, page, errors } = await open('?devwallet=0')
    try {
      await blockPopups(context, page)
      const popups: Page[] = []
      page.on('popup', (popup) => popups.push(popup))
      const origin = new URL(page.url()).origin
      const authorize = await startGoogleRedirect(page)
      // The provider sends the code back to the page the login left.
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/?devwallet=0`)
      expect(await page.getByRole('heading').textContent()).toBe('Sign in with google')
      await page.getByLabel('User name').fill('ada.google')
      await snap(page, '8-redirect-provider')
      await page.getByRole('button', { name: 'Allow' }).click()

      await page.waitForURL((url) => url.origin === origin, poll)
      await expect.poll(async () => (await state(page)).status, poll).toBe('connected')
      const { address = '' } = await state(page)
      expect(await frameAccounts(page)).toEqual([address])
      expect(await stored(page)).toMatchObject({
        connector: '"embeddedWallet"',
        socialProvider: '"google"',
        socialUsername: '"ada.google"',
      })
      // The answer is taken once: the address keeps the page's own query, not the code.
      expect(new URL(page.url()).search).toBe('?devwallet=0')
      expect(popups).toEqual([])
      await accountButton(page, address).waitFor(poll)
      await snap(page, '9-redirect-connected')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 90_000)

  it('spec §3: a redirect this page did not start connects nothing, with a real code or a made-up one', async () => {
    // A real sign-in link: another page started it.
    const starter = await open('?devwallet=0')
    const { context, page, errors } = await open('?devwallet=0')
    try {
      await blockPopups(starter.context, starter.page)
      const authorize = await startGoogleRedirect(starter.page)
      // This page never started a login; the provider's page is opened in it and allowed.
      const requests = await frameRequests(page)
      await page.goto(authorize.href)
      await page.getByRole('button', { name: 'Allow' }).click()
      const origin = new URL(urls()[0] ?? '').origin
      await page.waitForURL((url) => url.origin === origin && url.searchParams.has('code'), poll)
      await page.waitForFunction(() => 'airlockWidget' in window, undefined, poll)
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(poll)
      await startSettled(page)
      expect((await state(page)).status).toBe('disconnected')
      // Nothing reached the frame: it was not even loaded (it loads with the login methods).
      expect(await page.locator('iframe[data-airlock-embedded-wallet]').count()).toBe(0)
      const sinceBack = requests.filter((url) => !url.includes('/oauth/'))
      expect(sinceBack).toEqual([])
      expect(await stored(page)).toMatchObject({ socialProvider: null, socialUsername: null })
      await snap(page, '10-foreign-redirect-ignored')

      // A made-up code and state on a fresh page: the same.
      const forged = await context.newPage()
      await forged.goto(`${urls()[0]}?devwallet=0&code=stolen&state=forged`)
      await startSettled(forged)
      expect((await state(forged)).status).toBe('disconnected')
      expect(await forged.locator('iframe[data-airlock-embedded-wallet]').count()).toBe(0)
      expect(errors).toEqual([])
      expect(starter.errors).toEqual([])
    } finally {
      await starter.context.close()
      await context.close()
    }
  }, 90_000)

  it('spec §3 preferred account type: Account switches to the frame’s smart account and back, and stores it', async () => {
    const { context, page, errors } = await open('?devwallet=0')
    try {
      const eoa = (await loginByEmail(page, uniqueEmail('sam'))) as `0x${string}`
      const smart = smartAccountAddress(eoa)
      expect(smart).not.toBe(eoa)
      // Counterfactual on chain 1: nothing is deployed at the smart account.
      expect(await chain().getCode({ address: smart })).toBeUndefined()

      await accountButton(page, eoa).click()
      const account = view(page, 'Account')
      await account.waitFor(poll)
      const embedded = account.getByTestId('embedded-account')
      expect(await embedded.textContent()).toContain('Account type: Externally owned account')
      await account.locator(`p[title="${eoa}"]`).scrollIntoViewIfNeeded(poll)
      await snap(page, '11-account-eoa')

      await embedded.getByRole('button', { name: 'Smart account' }).click()
      await expect.poll(async () => (await state(page)).address, poll).toBe(smart)
      expect((await state(page)).caipAddress).toBe(`eip155:1:${smart}`)
      await account.locator(`p[title="${smart}"]`).scrollIntoViewIfNeeded(poll)
      await expect.poll(() => embedded.textContent(), poll).toContain('Account type: Smart account')
      expect((await stored(page)).preferredAccountTypes).toBe('{"eip155":"smartAccount"}')
      await snap(page, '12-account-smart')

      await embedded.getByRole('button', { name: 'Externally owned account' }).click()
      await expect.poll(async () => (await state(page)).address, poll).toBe(eoa)
      await account.locator(`p[title="${eoa}"]`).scrollIntoViewIfNeeded(poll)
      await expect
        .poll(() => embedded.textContent(), poll)
        .toContain('Account type: Externally owned account')
      expect((await stored(page)).preferredAccountTypes).toBe('{"eip155":"eoa"}')
      // The frame signs as the EOA whatever the preference: it answers with it.
      expect(await frameAccounts(page)).toEqual([eoa])
      await snap(page, '13-account-eoa-again')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 90_000)

  it('spec §3 last used chain, §4 failed connection check: the reconnect asks the frame on the last chain; a frame signed out behind the page clears the cached login', async () => {
    const { context, page, errors } = await open('?devwallet=0')
    try {
      const lastChain = () => page.evaluate(() => localStorage.getItem('@appkit/last_used_chain'))
      const email = uniqueEmail('lin')
      const address = await loginByEmail(page, email)
      expect(await lastChain()).toBe('"eip155:1"')
      await page.evaluate(() =>
        (window as unknown as EmbeddedWindow).airlockWidget.switchNetwork('eip155:11155111'),
      )
      await expect.poll(lastChain, poll).toBe('"eip155:11155111"')
      // The frame back on chain 1 by itself (as another tab could leave it); the page's own
      // network back on 1 too: only the last used chain names Sepolia.
      await page.evaluate(() =>
        (window as unknown as EmbeddedWindow).airlockWidget.switchNetwork('eip155:1'),
      )
      await expect.poll(lastChain, poll).toBe('"eip155:1"')
      await page.evaluate(() =>
        localStorage.setItem('@appkit/last_used_chain', '"eip155:11155111"'),
      )
      await page.reload()
      await page.waitForFunction(() => 'airlockWidget' in window, undefined, poll)
      await expect
        .poll(async () => (await state(page)).caipAddress, poll)
        .toBe(`eip155:11155111:${address}`)

      // The frame site's session ends behind the page (its own origin's storage cleared).
      const frameTab = await context.newPage()
      await frameTab.goto(`${await frameSite()}/mailbox?email=${encodeURIComponent(email)}`)
      await frameTab.evaluate(() => localStorage.clear())
      await frameTab.close()
      expect((await stored(page)).email).toBe(JSON.stringify(email))
      await page.reload()
      await page.waitForFunction(() => 'airlockWidget' in window, undefined, poll)
      await expect.poll(async () => (await stored(page)).email, poll).toBeNull()
      expect((await state(page)).status).toBe('disconnected')
      expect(
        await page.evaluate(() => ({
          used: localStorage.getItem('@appkit/email_login_used'),
          chain: localStorage.getItem('@appkit/last_used_chain'),
        })),
      ).toEqual({ used: null, chain: null })
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 90_000)
})
