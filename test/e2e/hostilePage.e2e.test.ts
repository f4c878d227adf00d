// Issue 18, hostile pages, on the default example (`/`) in Debian's chromium: wallets announced
// by any script in the page are untrusted — their names render as text and their icons only as
// an <img> of a data or https image (an SVG with script runs nothing; javascript: and remote
// http: icons are never requested) — and what the widget leaves in the page's storage is only
// the spec §3 keys, with no private key or signature in it.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordReliability } from '../reliability/reliabilityRecord'
import { examplesHarness } from './examplesHarness'

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

  it('leaves only the spec §3 keys in storage, with no private key or signature', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'storage audit after connect, network switch and reload',
      cases: 1,
      expected: 'only @appkit/* spec keys (+ WalletConnect SDK); no key or signature',
    })
    const { context: browserContext, page, errors } = await open('')
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      await page
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .waitFor(poll)
      const networkButton = page.getByRole('button', { name: 'Select network' })
      await networkButton.click()
      await page.getByRole('menuitemradio', { name: 'Sepolia' }).click()
      await expect.poll(() => networkButton.textContent(), poll).toBe('Sepolia')
      await page.reload()
      await page
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .waitFor(poll)
      const stored = await page.evaluate(() =>
        Object.fromEntries(
          Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]),
        ),
      )
      const specKeys =
        /^@appkit\/((eip155|solana|polkadot|bip122|cosmos):connected_connector_id|last_email_login_time|email_login_used|email|social_username|active_namespace|active_caip_network_id|last_used_chain|recent_wallets|social_provider|connection_status|connected_namespaces|preferred_account_types|connections|smart_account_enabled_networks)$/
      const others = Object.keys(stored).filter(
        (key) =>
          !specKeys.test(key) &&
          !key.startsWith('wc@2:') &&
          !key.startsWith('WALLETCONNECT_') &&
          // The example's stand-in extension keeps its own trust (docs/examples/shared).
          !key.startsWith('airlock-example:'),
      )
      expect(others).toEqual([])
      expect(Object.keys(stored).some((key) => key.startsWith('@appkit/'))).toBe(true)
      for (const [key, value] of Object.entries(stored)) {
        if (/^(wc@2:|WALLETCONNECT_|airlock-example:)/.test(key)) continue
        // A private key (32 bytes) or a signature (65 bytes) as hex.
        expect(value ?? '', key).not.toMatch(/(0x)?[0-9a-fA-F]{128,}|(0x)?\b[0-9a-fA-F]{64}\b/)
      }
      expect(errors).toEqual([])
    } finally {
      await browserContext.close()
    }
  }, 60_000)
})
