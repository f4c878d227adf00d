// Issue 28: WalletConnect Verify (the SDK attests the page's origin to the wallet, which warns
// its user about a look-alike site) stays on, as the SDK ships it. Only a stack that cannot reach
// verify.walletconnect.org turns it off (`verify: false`): there the SDK's hidden frame would
// hold each connect and request for 5 s (notes/walletconnect-local-relay.md §2). And since the
// wallet checks `metadata.url` against the page, a URL of another origin is worth a warning in
// development.

/** Turns the SDK's Verify off on this client: its registration answers at once with nothing. */
export function skipVerify(client: { core: { verify: { register: unknown } } }): void {
  client.core.verify.register = async () => ''
}

/** The development warning for metadata of another origin than the page's, or none. */
export function foreignMetadataWarning(
  metadataUrl: string,
  pageOrigin: string | undefined,
): string | undefined {
  if (pageOrigin === undefined) return undefined
  const origin = URL.parse(metadataUrl)?.origin
  if (origin === pageOrigin) return undefined
  return `Airlock: WalletConnect metadata.url (${metadataUrl}) is not this page's origin (${pageOrigin}). Wallets check it against the page with WalletConnect Verify and warn their users of a mismatch: set metadata.url to ${pageOrigin}.`
}

/** A host's bundler replaces `process.env.NODE_ENV` (Vite, Next.js, webpack); a page with no
 * bundler has no `process`, and counts as production. */
export function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    return false
  }
}
