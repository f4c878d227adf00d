// The Bitcoin Wallet Standard features the adapter uses. No Bitcoin feature package is
// installed, so the shapes are written here after the published names of
// ExodusMovement/bitcoin-wallet-standard (`bitcoin:connect` with address purposes,
// `bitcoin:signMessage` over raw bytes), which the Wallet Standard's bitcoin extension page
// points to; `standard:connect|disconnect|events` are @wallet-standard/features' names.
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export const BitcoinConnect = 'bitcoin:connect'
export const BitcoinSignMessage = 'bitcoin:signMessage'
export const StandardConnect = 'standard:connect'
export const StandardDisconnect = 'standard:disconnect'
export const StandardEvents = 'standard:events'

export type BitcoinAddressPurpose = 'payment' | 'ordinals'

export interface BitcoinConnectFeature {
  readonly [BitcoinConnect]: {
    readonly version: string
    readonly connect: (input: {
      readonly purposes: readonly BitcoinAddressPurpose[]
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export interface BitcoinSignMessageFeature {
  readonly [BitcoinSignMessage]: {
    readonly version: string
    readonly signMessage: (
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ) => Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

export interface StandardConnectFeature {
  readonly [StandardConnect]: {
    readonly version: string
    readonly connect: (input?: {
      readonly silent?: boolean
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export interface StandardDisconnectFeature {
  readonly [StandardDisconnect]: {
    readonly version: string
    readonly disconnect: () => Promise<void>
  }
}

export interface StandardEventsFeature {
  readonly [StandardEvents]: {
    readonly version: string
    readonly on: (
      event: 'change',
      listener: (properties: { readonly accounts?: readonly WalletAccount[] }) => void,
    ) => () => void
  }
}

/** A feature of a wallet, when the wallet has it (features are untrusted page input). */
export function featureOf<F>(wallet: Wallet, name: keyof F & string): F[keyof F] | undefined {
  const feature = (wallet.features as Record<string, unknown>)[name]
  return typeof feature === 'object' && feature !== null ? (feature as F[keyof F]) : undefined
}
