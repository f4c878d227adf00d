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

/** Whether a directory link may become a link the visitor can follow: http(s) or an app's
 * own scheme, never one the browser would run itself. Browsers ignore tabs and newlines in a
 * scheme and read it case-insensitively, so those are stripped before comparing. */
export function isSafeWalletLink(link: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.\-\t\n\r]*):/i.exec(link)?.[1]
  if (!scheme) return true // a bare name (`rainbow`) becomes `rainbow://` below
  return !unsafeSchemes.has(scheme.replace(/[\t\n\r]/g, '').toLowerCase())
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
