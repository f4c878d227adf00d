// Every optional peer of @airlock/adapters loads through here, with import() at its point of use
// (exports/optionalPeers.test.ts walks the entries' imports to keep it so). A package that is not
// installed becomes MissingPeerDependencyError naming the entry; any other failure (a network
// error fetching a chunk, a throw while the package evaluates) stays what it was.

import { fieldOf } from '@airlock/core/internal'
import { MissingPeerDependencyError } from './missingPeerDependencyError'

/** The entries with optional peers, as in package.json exports (`@airlock/adapters/<entry>`). */
export type PeerEntry = 'solana' | 'bitcoin' | 'walletconnect'

export async function loadPeer<Module>(
  entry: PeerEntry,
  packageName: string,
  importer: () => Promise<Module>,
): Promise<Module> {
  try {
    return await importer()
  } catch (error) {
    if (!isMissingPackage(error, packageName)) throw error
    throw new MissingPeerDependencyError({
      entry: `@airlock/adapters/${entry}`,
      packageName,
      cause: error,
    })
  }
}

/** A catch for `Effect.tryPromise` over loadPeer: the missing package as is, else `otherwise`. */
export const missingPeerOr =
  <E>(otherwise: (cause: unknown) => E) =>
  (cause: unknown): MissingPeerDependencyError | E =>
    cause instanceof MissingPeerDependencyError ? cause : otherwise(cause)

// Node (ERR_MODULE_NOT_FOUND "Cannot find package 'x' imported from …"), CommonJS and webpack
// (MODULE_NOT_FOUND "Cannot find module 'x'"), Vite ("Failed to resolve import "x" from …"),
// esbuild ("Could not resolve "x""), a browser without an import map ("Failed to resolve module
// specifier "x""). The first quoted name must be the package itself: a package of its own that
// is missing ("Cannot find package 'bn.js' imported from …/@solana/web3.js/…") is another failure.
const unresolved =
  /Cannot find (?:package|module)|Failed to resolve (?:import|module specifier)|Could not resolve/
// A browser's failed import() of a URL (Chromium, Firefox, Safari): the same words when a chunk
// fetch fails on a flaky network, so only a URL of the package itself (a CDN, /node_modules/)
// counts.
const unfetched =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/

function isMissingPackage(error: unknown, packageName: string): boolean {
  const message = error instanceof Error ? error.message : ''
  const code = fieldOf(error, 'code')
  if (unresolved.test(message) || code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
    const specifier = /["']([^"']+)["']/.exec(message)?.[1] ?? ''
    return (
      specifier === packageName ||
      specifier.startsWith(`${packageName}/`) ||
      specifier.includes(`/node_modules/${packageName}/`)
    )
  }
  if (unfetched.test(message)) {
    return new RegExp(`/${escapeRegExp(packageName)}(?:[/@?#]|$)`).test(message)
  }
  return false
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
