// spec §2, §4, §5: the platform rules (AllWallets first on mobile; a pairing shows as connecting
// on Telegram or iOS Safari; Telegram hides some socials) all read one detection, made here from
// what the browser tells: its user agent, its client hint and Telegram's WebApp object.
import type { TelegramPlatform } from './wallets/socialFilter'

export interface Platform {
  readonly isMobile: boolean
  readonly isTelegram: boolean
  /** Inside Telegram, on which system ('other' outside it). */
  readonly telegramPlatform: TelegramPlatform
  readonly isIosSafari: boolean
}

/** What a browser tells about itself; every field may be missing (a server, a test). */
export interface PlatformSignals {
  readonly userAgent?: string
  /** `navigator.userAgentData.mobile` (Chromium's client hint). */
  readonly mobileHint?: boolean
  readonly maxTouchPoints?: number
  /** `window.Telegram.WebApp.platform`; null when the WebApp object is there without one. */
  readonly telegramWebAppPlatform?: string | null
}

const mobileAgent = /Android|iPhone|iPad|iPod|Mobile/i
const appleMobileAgent = /iPhone|iPad|iPod/
// Other browsers on iOS are WebKit too, and say who they are.
const otherIosBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|DuckDuckGo/

const telegramPlatforms: Readonly<Record<string, TelegramPlatform>> = {
  ios: 'ios',
  macos: 'mac',
  android: 'android',
}

export function platformOf(signals: PlatformSignals): Platform {
  const agent = signals.userAgent ?? ''
  // iPadOS calls itself a Mac; its touch screen gives it away.
  const isIpadAsMac = /Macintosh/.test(agent) && (signals.maxTouchPoints ?? 0) > 1
  const isAppleMobile = appleMobileAgent.test(agent) || isIpadAsMac
  const isTelegram = signals.telegramWebAppPlatform !== undefined
  return {
    isMobile: signals.mobileHint ?? (mobileAgent.test(agent) || isIpadAsMac),
    isTelegram,
    telegramPlatform: isTelegram
      ? (telegramPlatforms[signals.telegramWebAppPlatform ?? ''] ?? 'other')
      : 'other',
    isIosSafari: isAppleMobile && /Safari\//.test(agent) && !otherIosBrowser.test(agent),
  }
}

/** The page's own signals; none on a server. */
export function browserPlatformSignals(): PlatformSignals {
  if (typeof navigator === 'undefined') return {}
  const hint = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData
  const webApp =
    typeof window === 'undefined'
      ? undefined
      : (window as { Telegram?: { WebApp?: { platform?: string } } }).Telegram?.WebApp
  return {
    userAgent: navigator.userAgent,
    ...(typeof hint?.mobile === 'boolean' ? { mobileHint: hint.mobile } : {}),
    maxTouchPoints: navigator.maxTouchPoints,
    ...(webApp ? { telegramWebAppPlatform: webApp.platform ?? null } : {}),
  }
}

/** What the host set wins over the detection, field by field. */
export function resolvePlatform(host: Partial<Platform> | undefined, detected: Platform): Platform {
  return {
    isMobile: host?.isMobile ?? detected.isMobile,
    isTelegram: host?.isTelegram ?? detected.isTelegram,
    telegramPlatform: host?.telegramPlatform ?? detected.telegramPlatform,
    isIosSafari: host?.isIosSafari ?? detected.isIosSafari,
  }
}
