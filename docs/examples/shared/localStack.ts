// The local stack's addresses, served by `npm start` as /stack.json. Its own small module: the
// default example's entry reads it before anything of the widget has loaded (decision 0011).

export interface LocalStack {
  readonly rpcUrls: { readonly mainnet: string; readonly sepolia: string }
  /** The fixture contracts (the same address on both chains). */
  readonly fixtures?: { readonly usdc: string }
  readonly services: {
    readonly api: string
    readonly directory: string
    readonly analytics: string
    readonly relay: string
  }
}

export async function fetchLocalStack(): Promise<LocalStack> {
  return (await (await fetch('/stack.json')).json()) as LocalStack
}

/** A headless Chromium has no wallet of its own: the pages announce the test wallet unless `?devwallet=0`. */
export function testWalletWanted(): boolean {
  return new URLSearchParams(location.search).get('devwallet') !== '0'
}
