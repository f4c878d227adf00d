// spec §3 wallet listing links: a WalletConnect pairing URI handed to a wallet app. A custom
// scheme (`rainbow://`) gets `<scheme>wc?uri=…`; an https link (universal / app link, or a web
// wallet) gets `<url>/wc?uri=…`. The URI is always encoded, so its own `?` and `&` survive.
import type { WalletListing } from '../types'

const isHttp = (link: string) => /^https?:\/\//i.test(link)

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
    mobile: wallet.mobile_link ? formatNativeUrl(wallet.mobile_link, wcUri) : undefined,
    desktop: wallet.desktop_link ? formatNativeUrl(wallet.desktop_link, wcUri) : undefined,
    web: wallet.webapp_link ? formatUniversalUrl(wallet.webapp_link, wcUri) : undefined,
  }
}
