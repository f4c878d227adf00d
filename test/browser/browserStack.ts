// What the browser suite knows of the local chains (globalSetup provides it).
import type { FixtureAddresses } from '../stack/stack'

export interface BrowserStack {
  readonly rpcUrls: {
    readonly mainnet: string
    readonly sepolia: string
    readonly unsupported: string
  }
  readonly fixtures: FixtureAddresses
  /** Base URLs of the local services (spec §7). */
  readonly services: {
    readonly api: string
    readonly directory: string
    readonly analytics: string
    readonly relay: string
    /** The embedded-wallet frame site, on its own origin (its frame page is `${embedded}/frame`). */
    readonly embedded: string
  }
  /** The local Solana (litesvm shim): JSON-RPC and WebSocket URLs; it answers as mainnet. */
  readonly solana: { readonly rpcUrl: string; readonly wsUrl: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: BrowserStack
  }
}
