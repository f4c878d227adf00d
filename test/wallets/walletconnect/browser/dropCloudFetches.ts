// Keeps the browser wallet off the internet. In Node, IS_VITEST stops WalletKit's INIT event to
// pulse.walletconnect.org; a browser has no process.env, so that one fetch (and any Verify or
// push lookup) would leave the machine (notes/walletconnect-local-relay.md §2). Each such
// fetch fails here as a network error would, which the SDK catches and only logs.
const cloudHosts = /(^|\.)walletconnect\.(org|com)$/

/** Every dropped URL, for a person or a test looking at the page. */
export const droppedFetches: string[] = []

let installed = false

function urlOf(input: RequestInfo | URL): URL {
  const href = input instanceof Request ? input.url : String(input)
  return new URL(href, location.href)
}

/** Wraps globalThis.fetch once; other requests go through unchanged. */
export function dropWalletConnectCloudFetches(): void {
  if (installed) return
  installed = true
  const realFetch = globalThis.fetch.bind(globalThis)
  globalThis.fetch = (input, init) => {
    const url = urlOf(input)
    if (!cloudHosts.test(url.hostname)) return realFetch(input, init)
    droppedFetches.push(url.href)
    return Promise.reject(new TypeError(`offline test wallet: dropped ${url.origin}`))
  }
}
