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

/** A project's remote feature (spec §7 `/appkit/v1/config`), by its id. */
export type RemoteFeatures = ReadonlyMap<
  string,
  { readonly isEnabled: boolean; readonly config?: unknown }
>

const listed = (config: unknown): readonly string[] =>
  Array.isArray(config) ? config.filter((item): item is string => typeof item === 'string') : []

/**
 * Issue 29 (1), decision 0041: the toggles the project's remote config sets. `activity`,
 * `swap` (its providers), `onramp` (its providers) and `social_login` (its providers) map to
 * toggles; a remote feature with a provider list is on only with providers in it. The other ids
 * (`email_capture`, `reown_branding`, `multi_wallet`) have no toggle here.
 */
export function remoteToggles(remote: RemoteFeatures): FeaturesConfig {
  const enabled = (id: string) => remote.get(id)?.isEnabled === true
  const providers = (id: string) => (enabled(id) ? listed(remote.get(id)?.config) : [])
  const socialIds: readonly string[] = defaultFeatures.socials
  return {
    ...(remote.has('activity') ? { activity: enabled('activity') } : {}),
    ...(remote.has('swap') ? { swaps: providers('swap').length > 0 } : {}),
    ...(remote.has('onramp') ? { onramp: providers('onramp').length > 0 } : {}),
    ...(remote.has('social_login')
      ? {
          socials: providers('social_login').filter((id): id is SocialProvider =>
            socialIds.includes(id),
          ),
        }
      : {}),
  }
}

/** The features once the project's remote config is known: what the host set wins, the
 * remote config fills the rest, the §9 defaults what neither names. */
export function withRemoteFeatures(host: FeaturesConfig = {}, remote: RemoteFeatures): Features {
  const set = Object.fromEntries(Object.entries(host).filter(([, value]) => value !== undefined))
  return resolveFeatures({ ...remoteToggles(remote), ...set })
}
