// spec §7: "Mobile deep links redirect into a wallet app's browser when the wallet is not
// injected": on a phone, a browser-extension wallet is not in the page, but its app can open
// the page in its own browser, where it is injected. Each app spells that link its own way;
// these are the ones the wallets document. Others pair over WalletConnect instead.
import type { WalletListing } from '../types'

const browseLinks: Readonly<Record<string, (pageUrl: string) => string>> = {
  'io.metamask': (pageUrl) =>
    `https://metamask.app.link/dapp/${pageUrl.replace(/^https?:\/\//, '')}`,
  'app.phantom': (pageUrl) =>
    `https://phantom.app/ul/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(new URL(pageUrl).origin)}`,
  'com.solflare': (pageUrl) =>
    `https://solflare.com/ul/v1/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(new URL(pageUrl).origin)}`,
  'com.coinbase.wallet': (pageUrl) =>
    `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
}

/** The link that opens `pageUrl` inside the wallet app's browser, when the wallet has one. */
export function walletBrowseUrl(
  wallet: Pick<WalletListing, 'rdns'>,
  pageUrl: string,
): string | undefined {
  const build = wallet.rdns ? browseLinks[wallet.rdns] : undefined
  return build?.(pageUrl)
}
