// spec §3 wallet listing links: a WalletConnect pairing URI handed to a wallet app. A custom
// scheme (`rainbow://`) gets `<scheme>wc?uri=…`; an https link (universal / app link, or a web
// wallet) gets `<url>/wc?uri=…`. The URI is always encoded, so its own `?` and `&` survive.
import type { WalletListing } from '../types'

const isHttp = (link: string) => /^https?:\/\//i.test(link)

/** Schemes a browser runs, renders or reads itself rather than handing to an app. */
const unsafeSchemes = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'chrome',
])

/** Controls (C0, C1), spaces and DEL: URL parsing strips them from the ends and drops tabs and
 * newlines anywhere, which is how a scheme hides (`\u0001javascript:`). No wallet link has one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is what this is for
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/

/** A scheme as an app registers one, nothing the URL parser would rewrite. */
const PLAIN_SCHEME = /^[a-z][a-z0-9+.-]*$/i

/** Whether a directory link may become a link the visitor can follow: http(s) or an app's
 * own plain scheme, never one the browser would run itself (issue 28: read as the browser's URL
 * parser reads it, after refusing every character it would strip). */
export function isSafeWalletLink(link: string): boolean {
  if (CONTROL_OR_SPACE.test(link)) return false
  const colon = link.indexOf(':')
  // A bare name (`rainbow`) becomes `rainbow://` below.
  const scheme = colon === -1 ? link.replaceAll('/', '') : link.slice(0, colon)
  if (!PLAIN_SCHEME.test(scheme) || unsafeSchemes.has(scheme.toLowerCase())) return false
  return !isHttp(link) || URL.canParse(link)
}

const linkOf = (link: string | null | undefined, format: (link: string) => string) =>
  link && isSafeWalletLink(link) ? format(link) : undefined

export function formatUniversalUrl(appUrl: string, wcUri: string): string {
  const base = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return `${base}wc?uri=${encodeURIComponent(wcUri)}`
}

export function formatNativeUrl(appUrl: string, wcUri: string): string {
  if (isHttp(appUrl)) return formatUniversalUrl(appUrl, wcUri)
  const scheme = appUrl.includes('://')
    ? appUrl
    : `${appUrl.replaceAll('/', '').replaceAll(':', '')}://`
  return `${scheme}wc?uri=${encodeURIComponent(wcUri)}`
}

export interface WalletPairingLinks {
  /** On a phone: the app's own link. */
  readonly mobile?: string
  /** On a computer: the desktop app. */
  readonly desktop?: string
  /** Anywhere: the wallet's web app. */
  readonly web?: string
}

export function walletPairingLinks(
  wallet: Pick<WalletListing, 'mobile_link' | 'desktop_link' | 'webapp_link'>,
  wcUri: string,
): WalletPairingLinks {
  return {
    mobile: linkOf(wallet.mobile_link, (link) => formatNativeUrl(link, wcUri)),
    desktop: linkOf(wallet.desktop_link, (link) => formatNativeUrl(link, wcUri)),
    web: linkOf(wallet.webapp_link, (link) => formatUniversalUrl(link, wcUri)),
  }
}
