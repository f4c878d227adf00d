// spec §1 feature toggles, with the §9 defaults ("email on, socials google, x, discord,
// farcaster, github, apple, facebook, activity on"); toggles the spec gives no default follow
// the reference widget (on, except the legal checkbox, smart sessions and pay).
import type { SocialProvider } from '../domain/types'
import { orderSocials } from '../domain/wallets/socialFilter'

export interface Features {
  readonly receive: boolean
  readonly send: boolean
  readonly onramp: boolean
  readonly swaps: boolean
  readonly email: boolean
  /** The social logins offered, in the §9 social order; empty for none. */
  readonly socials: readonly SocialProvider[]
  readonly activity: boolean
  readonly analytics: boolean
  readonly allWallets: boolean
  readonly legalCheckbox: boolean
  readonly smartSessions: boolean
  readonly pay: boolean
}

export const defaultFeatures: Features = {
  receive: true,
  send: true,
  onramp: true,
  swaps: true,
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  activity: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  pay: false,
}

export type FeaturesConfig = Partial<Omit<Features, 'socials'>> & {
  readonly socials?: readonly SocialProvider[] | false
}

export function resolveFeatures(config: FeaturesConfig = {}): Features {
  const { socials, ...toggles } = config
  const chosen = socials === false ? [] : (socials ?? defaultFeatures.socials)
  return { ...defaultFeatures, ...toggles, socials: orderSocials(chosen) }
}
