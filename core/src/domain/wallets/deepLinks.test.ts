import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatNativeUrl,
  formatUniversalUrl,
  isSafeWalletLink,
  walletPairingLinks,
} from './deepLinks'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'

describe('spec §3: wallet deep links carry the pairing URI', () => {
  it.each([
    ['rainbow://', 'rainbow://wc?uri='],
    ['rainbow:', 'rainbow://wc?uri='],
    ['rainbow', 'rainbow://wc?uri='],
    ['rainbow/', 'rainbow://wc?uri='],
    ['metamask://app/', 'metamask://app/wc?uri='],
    ['https://link.trustwallet.com', 'https://link.trustwallet.com/wc?uri='],
    ['https://link.trustwallet.com/', 'https://link.trustwallet.com/wc?uri='],
    ['http://127.0.0.1:5173/wallet', 'http://127.0.0.1:5173/wallet/wc?uri='],
    ['HTTPS://Link.Example', 'HTTPS://Link.Example/wc?uri='],
  ])('%s → %s…', (link, prefix) => {
    expect(formatNativeUrl(link, uri)).toBe(`${prefix}${encodeURIComponent(uri)}`)
  })

  it('a web wallet gets the universal form', () => {
    expect(formatUniversalUrl('http://127.0.0.1:5173/wallet/', uri)).toBe(
      `http://127.0.0.1:5173/wallet/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('the URI always comes back whole from the link (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('rainbow://', 'https://a.example/x'),
        (wcUri, link) => {
          const query = formatNativeUrl(link, wcUri).split('wc?uri=')[1] ?? ''
          expect(new URLSearchParams(`uri=${query}`).get('uri')).toBe(wcUri)
        },
      ),
    )
  })

  it('lists only the links a wallet has', () => {
    const links = walletPairingLinks(
      { mobile_link: 'zerion://', desktop_link: null, webapp_link: undefined },
      uri,
    )
    expect(links.mobile?.startsWith('zerion://wc?uri=')).toBe(true)
    expect(links.desktop).toBeUndefined()
    expect(links.web).toBeUndefined()
  })

  it('gives each link its own form: native for the apps, universal for the web app', () => {
    const encoded = encodeURIComponent(uri)
    expect(
      walletPairingLinks(
        {
          mobile_link: 'zerion://',
          desktop_link: 'zerion-desktop:',
          webapp_link: 'https://app.zerion.io',
        },
        uri,
      ),
    ).toEqual({
      mobile: `zerion://wc?uri=${encoded}`,
      desktop: `zerion-desktop://wc?uri=${encoded}`,
      web: `https://app.zerion.io/wc?uri=${encoded}`,
    })
  })
})

describe('issue 18: a directory link is untrusted', () => {
  it.each([
    'javascript://%0aalert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript://x',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://a.example/x',
    // Issue 28: URL parsing strips leading C0 controls and spaces, and drops tabs and newlines
    // anywhere, so a scheme can hide behind them.
    '\u0001javascript://%0aalert(1)//',
    '\u0000javascript:alert(1)',
    '\u001f \u0008javascript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0085javascript:alert(1)',
    'rainbow\u0000://',
    // Schemes the browser renders or reads itself.
    'about:blank',
    'filesystem:https://a.example/temporary/x',
    'view-source:https://a.example',
    'chrome://settings',
    // A bare name is made a scheme (`name://`), so it is held to the same rule.
    'javascript',
    'JavaScript/',
    // Controls and spaces anywhere, not only in the scheme.
    'rainbow://wc\u0000',
    'rainbow://open app',
    'https://a.example/\tx',
    // Not a scheme as an app registers one.
    '1inch://',
    'my_wallet://',
    '+wallet://',
    // An http(s) link the URL parser refuses.
    'https://[oops',
    'http://[::1/wallet',
  ])('%j is never offered', (link) => {
    expect(isSafeWalletLink(link)).toBe(false)
    expect(
      walletPairingLinks({ mobile_link: link, desktop_link: link, webapp_link: link }, uri),
    ).toEqual({ mobile: undefined, desktop: undefined, web: undefined })
  })

  it.each([
    'rainbow://',
    'rainbow:',
    'rainbow',
    'rainbow/',
    'my-wallet.app+v2://',
    'metamask://app/',
    'https://link.trustwallet.com',
    'http://127.0.0.1:5173/wallet/',
  ])('%j is a wallet link', (link) => expect(isSafeWalletLink(link)).toBe(true))
})
