import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatNativeUrl, formatUniversalUrl, walletPairingLinks } from './deepLinks'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'

describe('spec §3: wallet deep links carry the pairing URI', () => {
  it.each([
    ['rainbow://', 'rainbow://wc?uri='],
    ['rainbow:', 'rainbow://wc?uri='],
    ['rainbow', 'rainbow://wc?uri='],
    ['metamask://app/', 'metamask://app/wc?uri='],
    ['https://link.trustwallet.com', 'https://link.trustwallet.com/wc?uri='],
    ['https://link.trustwallet.com/', 'https://link.trustwallet.com/wc?uri='],
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
})
