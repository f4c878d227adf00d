// End to end through `npm start`: the example dapp pairs over WalletConnect with the test wallet
// page (/wallet/) in a second tab of the same browser, and a person decides there: approve the
// proposal, switch chain, approve a signature, reload the wallet with a request waiting, reject
// it, disconnect; and, apart, reject a proposal. Nothing may leave 127.0.0.1.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../src/chromium'
import { type RunningExamples, startExamples } from '../src/startExamples'

const artifacts = join(import.meta.dirname, '..', '..', '.artifacts')
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const patiently = { timeout: 10_000 }

let running: RunningExamples
let browser: Browser

beforeAll(async () => {
  ;[running, browser] = await Promise.all([startExamples(), chromium.launch(chromiumLaunchOptions)])
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await running?.stop()
})

/** A fresh context that collects its pages' errors and every request off 127.0.0.1. */
async function watchedContext() {
  const context = await browser.newContext()
  const pageErrors: string[] = []
  const offHost: string[] = []
  context.on('page', (page) =>
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`)),
  )
  context.on('request', (request) => {
    const url = new URL(request.url())
    // data: and blob: URLs never touch the network.
    const local = url.protocol === 'data:' || url.protocol === 'blob:'
    if (!local && url.hostname !== '127.0.0.1') offHost.push(url.href)
  })
  return { context, pageErrors, offHost }
}

/** The dapp's account panel value for a term (status, network, address). */
const dappField = (dapp: Page, term: string) =>
  dapp.evaluate((wanted) => {
    const terms = [...document.querySelectorAll('#account dt')]
    return terms.find((dt) => dt.textContent === wanted)?.nextElementSibling?.textContent
  }, term)

/** The dapp asks for a WalletConnect pairing; its link opens the wallet page in a second tab. */
async function dappAndWallet(context: BrowserContext) {
  const base = running.urls[0] ?? ''
  const dapp = await context.newPage()
  await dapp.goto(`${base}headless/?devwallet=0`)
  await dapp.getByRole('button', { name: 'WalletConnect' }).click()
  await dapp.locator('#pairing:not([hidden])').waitFor(patiently)
  const uri = (await dapp.locator('#pairing-uri').textContent()) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const link = (await dapp.locator('#pairing-link').getAttribute('href')) ?? ''
  expect(link).toBe(`/wallet/?uri=${encodeURIComponent(uri)}`)

  const wallet = await context.newPage()
  await wallet.goto(new URL(link, base).href)
  const proposal = wallet.locator('#proposals li.card')
  await expect.poll(() => proposal.count(), patiently).toBe(1)
  return { dapp, wallet, proposal }
}

const pendingRequest = (wallet: Page, method: string) =>
  wallet.locator('#requests li.card').filter({ has: wallet.getByRole('heading', { name: method }) })

describe('the WalletConnect test wallet page with the example dapp', () => {
  it('approve, switch chain, sign, reload with a request waiting, reject it, disconnect', async () => {
    const { context, pageErrors, offHost } = await watchedContext()
    try {
      const { dapp, wallet, proposal } = await dappAndWallet(context)
      const proposed = await proposal.innerText()
      expect(proposed).toContain('Airlock example asks to connect')
      expect(proposed).toContain('eip155 (optional)')
      expect(proposed).toContain('eip155:1 (Ethereum)')
      expect(proposed).toContain('personal_sign')

      await proposal.getByRole('button', { name: 'Approve' }).click()
      await expect.poll(() => dappField(dapp, 'status'), patiently).toBe('connected')
      expect(await dappField(dapp, 'address')).toBe(DEV_ADDRESS)
      const session = wallet.locator('#sessions li.card')
      await expect.poll(() => session.innerText(), patiently).toContain(`eip155:1:${DEV_ADDRESS}`)
      expect(await wallet.locator('#proposals li.card').count()).toBe(0)

      // The wallet's chain buttons emit chainChanged, as the Node wallet's switchChain.
      await wallet.getByRole('button', { name: 'Sepolia 11155111' }).click()
      await expect.poll(() => dappField(dapp, 'network'), patiently).toBe('Sepolia')
      // The wallet page redraws its session card on its own event, not the dapp's: wait for it too.
      await expect.poll(() => session.innerText(), patiently).toContain('eip155:11155111 (Sepolia)')

      await dapp.getByRole('button', { name: 'Sign a message' }).click()
      const firstSign = pendingRequest(wallet, 'personal_sign')
      await expect.poll(() => firstSign.count(), patiently).toBe(1)
      expect(await firstSign.innerText()).toContain('Hello from Airlock')
      await mkdir(artifacts, { recursive: true })
      await wallet.screenshot({ path: join(artifacts, 'wallet-page.png'), fullPage: true })
      await firstSign.getByRole('button', { name: 'Approve' }).click()
      await expect
        .poll(() => dapp.locator('#message').textContent(), patiently)
        .toMatch(/^Signed: 0x[0-9a-f]+/)
      await dapp.screenshot({
        path: join(artifacts, 'dapp-with-walletconnect.png'),
        fullPage: true,
      })

      // The dapp changes chain on its own; its next request names it, and the wallet follows.
      await dapp.getByRole('button', { name: 'Ethereum' }).click()
      await expect.poll(() => dappField(dapp, 'network'), patiently).toBe('Ethereum')
      await dapp.getByRole('button', { name: 'Sign a message' }).click()
      const secondSign = pendingRequest(wallet, 'personal_sign')
      await expect.poll(() => secondSign.count(), patiently).toBe(1)
      expect(await secondSign.innerText()).toContain('on eip155:1 (Ethereum)')
      expect(await session.innerText()).toMatch(/active chain\s+eip155:1 \(Ethereum\)/)

      // Sessions and unanswered requests live in the wallet's IndexedDB and survive a reload.
      await wallet.reload()
      await expect.poll(() => secondSign.count(), patiently).toBe(1)
      expect(await session.innerText()).toContain('Airlock example')
      await secondSign.getByRole('button', { name: 'Reject' }).click()
      await expect
        .poll(() => dapp.locator('#message').textContent(), patiently)
        .not.toMatch(/^Signed/)
      expect(await dapp.locator('#message').textContent()).not.toBe('')
      expect(await dappField(dapp, 'status')).toBe('connected')

      await session.getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => dappField(dapp, 'status'), patiently).toBe('disconnected')
      await expect.poll(() => session.count(), patiently).toBe(0)
      expect(pageErrors).toEqual([])
      expect(offHost).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('a rejected proposal leaves the dapp disconnected with an error', async () => {
    const { context, pageErrors, offHost } = await watchedContext()
    try {
      const { dapp, wallet, proposal } = await dappAndWallet(context)
      await proposal.getByRole('button', { name: 'Reject' }).click()
      await expect
        .poll(() => wallet.locator('#status').textContent(), patiently)
        .toBe('Rejected Airlock example')
      await expect
        .poll(() => dapp.locator('#message').textContent(), patiently)
        .not.toMatch(/^(Waiting|$)/)
      expect(await dappField(dapp, 'status')).toBe('disconnected')
      expect(await wallet.locator('#proposals li.card').count()).toBe(0)
      expect(await wallet.locator('#sessions li.card').count()).toBe(0)
      expect(pageErrors).toEqual([])
      expect(offHost).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)
})
