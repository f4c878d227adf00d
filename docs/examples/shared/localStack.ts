// The local stack's addresses, served by `npm start` as /stack.json. Its own small module: the
// default example's entry reads it before anything of the widget has loaded (decision 0011).

export interface LocalStack {
  readonly rpcUrls: { readonly mainnet: string; readonly sepolia: string }
  /** The fixture contracts (the same address on both chains). */
  readonly fixtures?: { readonly usdc: string }
  /** The local Solana (litesvm shim, decision 0017) and its USDC mint; absent on older stacks. */
  readonly solana?: { readonly rpcUrl: string; readonly wsUrl: string; readonly usdcMint: string }
  readonly services: {
    readonly api: string
    readonly directory: string
    readonly analytics: string
    readonly relay: string
    /** The embedded wallet's frame page (its own origin, :8570); absent on older stacks. */
    readonly embedded?: string
  }
}

export async function fetchLocalStack(): Promise<LocalStack> {
  return (await (await fetch('/stack.json')).json()) as LocalStack
}

/** Issue 12: `?siwx=required|optional` turns on sign in with the wallet (./siwxFromQuery). */
export function siwxWanted(): boolean {
  const mode = new URLSearchParams(location.search).get('siwx')
  return mode === 'required' || mode === 'optional'
}

/** Issue 17: Bitcoin, Polkadot and Cosmos beside eip155 and solana (their adapters load only then). */
export function otherNamespacesWanted(): boolean {
  return new URLSearchParams(location.search).get('namespaces') === 'all'
}

/** Issue 29 (7): `?cardwallet=1` adds the card-wallet app as an EXTERNAL connector (./cardWallet). */
export function cardWalletWanted(): boolean {
  return new URLSearchParams(location.search).get('cardwallet') === '1'
}

/** A headless Chromium has no wallet of its own: the pages announce the test wallet unless `?devwallet=0`. */
export function testWalletWanted(): boolean {
  return new URLSearchParams(location.search).get('devwallet') !== '0'
}
