// Issue 18, hostile pages, on the default example (`/`) in Debian's chromium: wallets announced
// by any script in the page, and the directory's entries, are untrusted — their names render
// as text and their icons only as an <img> of a data or https image (an SVG with script runs
// nothing; javascript: and remote http: icons are never requested; a directory's javascript:
// deep link is never offered) — and what the widget leaves in the page's storage is only the
// spec §3 keys, with no private key or signature in it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordReliability } from '../reliability/reliabilityRecord'
import { DEV_PRIVATE_KEY } from '../wallets/injected/testWallet'
import { examplesHarness } from './examplesHarness'
import {
  announceWalletInPage,
  connectTestWallet,
  exampleWidget,
  pickNetwork,
} from './exampleWidget'

const { open, snap } = examplesHarness('hostile')
const poll = { timeout: 15_000 }

const hostileName = '<img src=x onerror="window.__pwned=1">Evil Wallet'
const svgWithScript = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=2" width="8" height="8"><script>window.__pwned=3</script><rect width="8" height="8" fill="red"/></svg>',
)}`

/** Announces three hostile EIP-6963 wallets whenever the page asks (before the app loads). */
function announceHostileWallets({ name, svg }: { name: string; svg: string }) {
  const provider = { request: async () => new Promise(() => {}) }
  const wallets = [
    { uuid: '00000000-0000-4000-8000-000000000001', name, icon: svg, rdns: 'example.evil' },
    {
      uuid: '00000000-0000-4000-8000-000000000002',
      name: 'Script Icon',
      icon: 'javascript:window.__pwned=4',
      rdns: 'example.script',
    },
    {
      uuid: '00000000-0000-4000-8000-000000000003',
      name: 'Tracker',
      icon: 'http://tracker.invalid/pixel.png',
      rdns: 'example.tracker',
    },
  ]
  const announce = () => {
    for (const info of wallets) {
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      )
    }
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

const pwned = (page: Page) => page.evaluate(() => (window as { __pwned?: number }).__pwned)

describe('a hostile page', () => {
  it('renders announced wallet names as text and their icons only as safe images', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'EIP-6963 names with HTML, SVG icon with script, javascript: and http: icons',
      cases: 3,
      expected: 'names as text; no script runs; unsafe icons never requested',
    })
    const { context: browserContext, page, errors } = await open('?devwallet=0')
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    try {
      await page.addInitScript(announceHostileWallets, { name: hostileName, svg: svgWithScript })
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      // The name, markup and all, is text in the list.
      await dialog.getByText(hostileName, { exact: true }).waitFor(poll)
      await dialog.getByText('Script Icon').waitFor(poll)
      // Long enough for images to load (or be given up on, 2 s) and any script to run.
      await page.waitForTimeout(2_500)
      await snap(page, '1-hostile-wallets')
      expect(await pwned(page)).toBeUndefined()
      const sources = await dialog
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''),
        )
      expect(sources).toContain(svgWithScript) // shown, as an image
      for (const source of sources) {
        expect(
          source.startsWith('data:image/') || /^(https:|http:\/\/127\.0\.0\.1)/.test(source),
        ).toBe(true)
      }
      expect(requested.filter((url) => url.includes('tracker.invalid'))).toEqual([])
      expect(await dialog.locator('img[onerror], [onerror]').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 60_000)

  it("says so when a script announces itself as the visitor's wallet, and does not reconnect it silently (issue 28)", async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: "a script announcing as the visitor's wallet (its rdns, a provider of its own)",
      cases: 1,
      expected: "the wallet's row says 'Suspicious'; no silent reconnect",
    })
    const { context: browserContext, page, errors } = await open()
    try {
      // The visitor connects the wallet, on a page without the impostor.
      await connectTestWallet(page, poll.timeout)

      // Next visit: a script of the page announces as the wallet before the wallet does.
      await page.addInitScript(announceWalletInPage, {
        name: 'Airlock Test Wallet',
        rdns: 'dev.airlock.testwallet',
        accounts: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      })
      await page.reload()
      const connect = page.getByRole('button', { name: 'Connect Wallet' })
      await connect.waitFor(poll)
      // The stored wallet was not reconnected, with the real wallet's account or the impostor's.
      await page.waitForTimeout(1_000)
      expect(await page.getByRole('button', { name: /0xf39F|0x7099/ }).count()).toBe(0)
      await connect.click()
      const row = page.getByRole('dialog').getByRole('button', { name: /Airlock Test Wallet/ })
      await expect.poll(() => row.textContent(), poll).toContain('Suspicious')
      expect(await row.count()).toBe(1)
      await snap(page, '3-impersonated-wallet')
      expect(errors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 60_000)

  it('renders directory wallets the same way, and never offers their script links', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'directory entries: HTML name, SVG icon with script, javascript: icon and deep links',
      cases: 3,
      expected: 'names as text; no script runs; unsafe icons never requested; no javascript: link',
    })
    const { context: browserContext, page, errors } = await open('?devwallet=0')
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    const scriptLink = 'javascript://%0awindow.__pwned=5'
    const hostile = [
      { name: hostileName, image_url: svgWithScript },
      { name: 'Script Icon Dir', image_url: 'javascript:window.__pwned=6' },
      { name: 'Tracker Dir', image_url: 'http://tracker.invalid/pixel.png' },
    ].map((entry, index) => ({
      ...entry,
      id: `${index + 1}`.padStart(64, 'e'),
      rdns: null,
      chains: ['eip155:1'],
      mobile_link: scriptLink,
      desktop_link: scriptLink,
      webapp_link: scriptLink,
      badge_type: 'none',
    }))
    try {
      // The real directory's answer, with hostile entries put first: the widget's input is
      // untrusted, whoever serves it.
      await page.route(
        (url) => url.pathname === '/getWallets',
        async (route) => {
          const response = await route.fetch()
          const body = (await response.json()) as { data: unknown[]; count: number }
          const first = new URL(route.request().url()).searchParams.get('page') === '1'
          const data = first ? [...hostile, ...body.data] : body.data
          await route.fulfill({ response, json: { ...body, data } })
        },
      )
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: /All Wallets/ }).click()
      await dialog.getByText(hostileName, { exact: true }).first().waitFor(poll)
      await dialog.getByText('Script Icon Dir').first().waitFor(poll)
      await page.waitForTimeout(2_500)
      await snap(page, '3-hostile-directory')
      expect(await pwned(page)).toBeUndefined()
      const sources = await dialog
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''),
        )
      for (const source of sources) {
        expect(
          source.startsWith('data:image/') || /^(https:|http:\/\/127\.0\.0\.1)/.test(source),
        ).toBe(true)
      }
      expect(requested.filter((url) => url.includes('tracker.invalid'))).toEqual([])
      expect(await dialog.locator('img[onerror], [onerror]').count()).toBe(0)

      // Its pairing view: the QR and copy work, but no link with the directory's script.
      await dialog.getByText(hostileName, { exact: true }).first().click()
      await dialog.getByRole('button', { name: 'Copy link' }).waitFor(poll)
      await dialog.getByRole('heading', { name: hostileName }).waitFor(poll)
      const hrefs = await dialog
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(hrefs.filter((href) => /^\s*javascript/i.test(href))).toEqual([])
      await snap(page, '4-hostile-directory-pairing')
      expect(await pwned(page)).toBeUndefined()
      expect(errors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 60_000)

  it('leaves only the spec §3 keys in storage, with no private key or signature', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'storage audit: eip155 + solana connected, switched, both signed, reloaded',
      cases: 1,
      expected:
        'only @appkit/* spec keys (+ WalletConnect SDK) in local/session storage, no cookie or IndexedDB; no key or signature',
    })
    const { context: browserContext, page, errors } = await open('')
    try {
      await page.waitForFunction(
        () => 'airlockSolanaTestWallet' in window && 'airlockWidget' in window,
      )
      await connectTestWallet(page, poll.timeout)
      await pickNetwork(page, 'Sepolia', poll.timeout)
      // A second namespace: its connection and its signature must not land in storage either.
      await exampleWidget.open(page, 'solana')
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Solana Test Wallet/ })
        .click()
      await expect
        .poll(async () => (await exampleWidget.state(page)).connections, poll)
        .toEqual({ eip155: 'connected', solana: 'connected' })
      const signatures = [
        await exampleWidget.signMessage(page, 'Audit me on eip155', 'eip155'),
        await exampleWidget.signMessage(page, 'Audit me on solana', 'solana'),
      ]
      expect(signatures[0]).toMatch(/^0x[0-9a-f]{130}$/)
      expect(signatures[1]?.length).toBeGreaterThan(80)
      await page.reload()
      await expect
        .poll(async () => (await exampleWidget.state(page)).connections, poll)
        .toEqual({ eip155: 'connected', solana: 'connected' })

      const stored = await page.evaluate(async () => ({
        local: Object.fromEntries(
          Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? '']),
        ),
        session: Object.fromEntries(
          Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? '']),
        ),
        cookie: document.cookie,
        databases: (await indexedDB.databases()).map((database) => database.name),
      }))
      const specKeys =
        /^@appkit\/((eip155|solana|polkadot|bip122|cosmos):connected_connector_id|last_email_login_time|email_login_used|email|social_username|active_namespace|active_caip_network_id|last_used_chain|recent_wallets|social_provider|connection_status|connected_namespaces|preferred_account_types|connections|smart_account_enabled_networks)$/
      // The WalletConnect SDK's own keys; the example's stand-in extensions keep their trust.
      const notOurs = /^(wc@2:|WALLETCONNECT_|airlock-example:)/
      const entries = [...Object.entries(stored.local), ...Object.entries(stored.session)]
      expect(
        entries.map(([key]) => key).filter((key) => !specKeys.test(key) && !notOurs.test(key)),
      ).toEqual([])
      expect(Object.keys(stored.local).some((key) => key.startsWith('@appkit/'))).toBe(true)
      expect(stored.cookie).toBe('')
      expect(stored.databases).toEqual([])
      for (const [key, value] of entries) {
        if (notOurs.test(key)) continue
        for (const signature of signatures) expect(value, key).not.toContain(signature)
        expect(value, key).not.toContain(DEV_PRIVATE_KEY.slice(2))
        // A private key (32 bytes) or a signature (65 bytes) as hex, or long base58/base64.
        expect(value, key).not.toMatch(/(0x)?[0-9a-fA-F]{128,}|(0x)?\b[0-9a-fA-F]{64}\b/)
        // (A wallet's icon in the recent wallets is a data: image, base64 by nature.)
        expect(value.replace(/data:[^"]*/g, ''), key).not.toMatch(
          /[1-9A-HJ-NP-Za-km-z]{80,}|[A-Za-z0-9+/]{80,}={0,2}/,
        )
      }
      expect(errors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 90_000)
})
