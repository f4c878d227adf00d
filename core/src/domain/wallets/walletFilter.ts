// spec §5: "Excluded wallets (rdns or name, case-insensitive) hidden; generic Browser Wallet
// hidden on desktop or on mobile without rdns and no installed wallet."

/** What a wallet or connector needs for the exclusion rule: a name and, maybe, an rdns. */
export interface NamedWallet {
  readonly name: string
  readonly rdns?: string | null
}

/**
 * spec §5: drops the wallets whose rdns or name equals one of `excluded`, ignoring case
 * (`'METAMASK'` and `'io.metamask'` both exclude MetaMask).
 */
export function filterExcludedWallets<W extends NamedWallet>(
  wallets: readonly W[],
  excluded: readonly string[],
): readonly W[] {
  const excludedKeys = new Set(excluded.map((entry) => entry.toLowerCase()))
  return wallets.filter((wallet) => {
    const rdnsExcluded =
      typeof wallet.rdns === 'string' && excludedKeys.has(wallet.rdns.toLowerCase())
    return !rdnsExcluded && !excludedKeys.has(wallet.name.toLowerCase())
  })
}

export interface BrowserWalletContext {
  readonly isMobile: boolean
  /** The rdns the injected provider announced, if any. */
  readonly rdns?: string | null
  /** Whether any wallet is installed in this browser (an injected provider is present). */
  readonly hasInstalledWallet: boolean
}

/**
 * spec §5: whether to list the generic "Browser Wallet", the legacy connector for whatever
 * `window.ethereum` holds. Our reading of the rule: "hidden on desktop" is unconditional,
 * since on desktop every real extension announces itself (EIP-6963) under its own name, and a
 * nameless entry would only duplicate it. "On mobile without rdns and no installed wallet"
 * binds both conditions together: on mobile (a wallet app's in-app browser) it shows when it
 * has an rdns OR some wallet is installed, and is hidden only when both are missing, because
 * then there is nothing behind it to connect to.
 */
export function shouldShowBrowserWallet({
  isMobile,
  rdns,
  hasInstalledWallet,
}: BrowserWalletContext): boolean {
  if (!isMobile) return false
  const hasRdns = typeof rdns === 'string' && rdns.length > 0
  return hasRdns || hasInstalledWallet
}
