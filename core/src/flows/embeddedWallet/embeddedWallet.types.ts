// The embedded wallet machine's types (spec §3 embedded-wallet user, §7 frame requests): its
// context, the events it takes, what it emits and what its user-reading actors are given.
import type { SocialWindow } from '../../authConnector'
import type { EmbeddedAccountType, EmbeddedWalletUser, SocialProvider } from '../../domain/types'
import type { EmbeddedWalletError } from './embeddedWalletErrors'

export type EmbeddedSocialProvider = Exclude<SocialProvider, 'farcaster'>

export interface EmbeddedWalletContext {
  readonly preferredAccountType: EmbeddedAccountType
  readonly chainId?: number | string
  /** The e-mail being logged in with. */
  readonly email?: string
  readonly user?: EmbeddedWalletUser
  readonly socialProvider?: SocialProvider
  /** spec §3 `farcasterUrl`: the link the Farcaster app approves. */
  readonly farcasterUrl?: string
  /** spec §3 network state: the chain ids where the frame offers the smart account. */
  readonly smartAccountEnabledNetworks?: readonly number[]
  readonly error?: EmbeddedWalletError
}

export type EmbeddedWalletEvent =
  | { readonly type: 'user.load' }
  | { readonly type: 'user.loginEmail'; readonly email: string }
  | { readonly type: 'user.submitOtp'; readonly otp: string }
  | {
      readonly type: 'user.connectSocial'
      readonly provider: EmbeddedSocialProvider
      readonly socialWindow?: SocialWindow
    }
  | { readonly type: 'user.connectFarcaster' }
  | { readonly type: 'user.cancel' }
  | { readonly type: 'user.setPreferredAccount'; readonly accountType: EmbeddedAccountType }
  | { readonly type: 'app.network'; readonly chainId: number | string }
  | { readonly type: 'app.emailUpdated'; readonly email: string }
  | { readonly type: 'app.socialRedirect'; readonly uri: string }
  | { readonly type: 'app.reconnected' }
  | { readonly type: 'app.signedOut' }

export type EmbeddedWalletEmitted =
  | { readonly type: 'embeddedWallet.verifyOtp' }
  | { readonly type: 'embeddedWallet.verifyDevice' }
  | { readonly type: 'embeddedWallet.signedIn'; readonly user: EmbeddedWalletUser }
  /** A §8 alert's error (frame load, request timeout, refused origin). */
  | { readonly type: 'embeddedWallet.failed'; readonly error: EmbeddedWalletError }
  | { readonly type: 'embeddedWallet.accountChanged'; readonly user: EmbeddedWalletUser }

/** What the user-reading actors are given: the network and the account type to answer for. */
export type UserInput = {
  readonly chainId?: number | string
  readonly preferredAccountType: EmbeddedAccountType
}
