// spec §5, §9: which social logins show, and in which order.
import type { SocialProvider } from '../types'

export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

/** spec §5: "Inside Telegram hide google on iOS, x on Mac, facebook and x on Android." */
export const socialsHiddenInTelegram: Readonly<
  Record<TelegramPlatform, readonly SocialProvider[]>
> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

export interface SocialContext {
  readonly isTelegram: boolean
  readonly platform: TelegramPlatform
}

/** spec §5: the socials to show; outside Telegram nothing is hidden. */
export function visibleSocials(
  socials: readonly SocialProvider[],
  { isTelegram, platform }: SocialContext,
): readonly SocialProvider[] {
  if (!isTelegram) return socials
  const hidden = socialsHiddenInTelegram[platform]
  return socials.filter((social) => !hidden.includes(social))
}

/** spec §9: "Social order: google, x, farcaster, discord, apple, github, facebook". */
export const socialOrder: readonly SocialProvider[] = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
]

/** spec §9: the given socials in the social order, each once. */
export function orderSocials(socials: readonly SocialProvider[]): readonly SocialProvider[] {
  return socialOrder.filter((social) => socials.includes(social))
}
