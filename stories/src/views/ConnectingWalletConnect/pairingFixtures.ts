// A WalletConnect v2 pairing URI of the real shape (topic, relay, symKey, expiry) and a
// directory wallet with all three kinds of link, for the pairing stories.
import type { WalletListing } from '@airlock/core'
import { walletPairingLinks } from '@airlock/core/internal'

export const pairingUri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1767225600'

const image = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" rx="10" fill="#6e56cf"/><path d="M14 30c6-10 14-10 20 0" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/></svg>',
)}`

export const rainbowListing: WalletListing = {
  id: 'rainbow',
  name: 'Rainbow',
  image_url: image,
  mobile_link: 'rainbow://',
  desktop_link: 'rainbow-desktop://',
  webapp_link: 'https://rainbow.example',
}

export const rainbowWallet = { name: rainbowListing.name, imageUrl: rainbowListing.image_url }

const links = walletPairingLinks(rainbowListing, pairingUri)

/** What a phone is offered: the app itself and the web app. */
export const phoneLinks = [
  { kind: 'mobile' as const, href: links.mobile ?? '' },
  { kind: 'web' as const, href: links.web ?? '' },
]

/** What a computer is offered: the desktop app and the web app. */
export const desktopLinks = [
  { kind: 'desktop' as const, href: links.desktop ?? '' },
  { kind: 'web' as const, href: links.web ?? '' },
]
