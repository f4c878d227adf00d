import { describe, expect, it } from 'vitest'
import { type Platform, platformOf, resolvePlatform } from './platform'

const agents = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}

const nothing: Platform = {
  isMobile: false,
  isTelegram: false,
  telegramPlatform: 'other',
  isIosSafari: false,
}

describe('platformOf (issue 29 (12): one detection for the platform rules)', () => {
  it.each([
    [
      'an iPhone’s Safari',
      { userAgent: agents.iphoneSafari },
      { isMobile: true, isIosSafari: true },
    ],
    [
      'Chrome on an iPhone: mobile, not Safari',
      { userAgent: agents.iphoneChrome },
      { isMobile: true },
    ],
    [
      'an iPad that calls itself a Mac, by its touch screen',
      { userAgent: agents.ipadAsMac, maxTouchPoints: 5 },
      { isMobile: true, isIosSafari: true },
    ],
    ['a Mac’s Safari', { userAgent: agents.ipadAsMac, maxTouchPoints: 0 }, {}],
    ['Chrome on Android', { userAgent: agents.androidChrome }, { isMobile: true }],
    ['Chrome on a computer', { userAgent: agents.desktopChrome }, {}],
    [
      'the client hint wins over the user agent',
      { userAgent: agents.androidChrome, mobileHint: false },
      {},
    ],
    ['a server: nothing told', {}, {}],
  ] as const)('%s', (_, signals, expected) => {
    expect(platformOf(signals)).toEqual({ ...nothing, ...expected })
  })

  it.each([
    ['ios', 'ios'],
    ['macos', 'mac'],
    ['android', 'android'],
    ['tdesktop', 'other'],
  ] as const)('inside Telegram on %s: %s', (told, platform) => {
    expect(platformOf({ telegramWebAppPlatform: told })).toEqual({
      ...nothing,
      isTelegram: true,
      telegramPlatform: platform,
    })
  })

  it('a Telegram WebApp object that names no platform is still Telegram', () => {
    expect(platformOf({ telegramWebAppPlatform: null })).toMatchObject({
      isTelegram: true,
      telegramPlatform: 'other',
    })
  })
})

describe('resolvePlatform', () => {
  const phone: Platform = { ...nothing, isMobile: true, isIosSafari: true }

  it('each field the host set wins; the detection fills the rest', () => {
    expect(resolvePlatform({ isMobile: false }, phone)).toEqual({ ...phone, isMobile: false })
    expect(resolvePlatform({ isTelegram: true, telegramPlatform: 'android' }, nothing)).toEqual({
      ...nothing,
      isTelegram: true,
      telegramPlatform: 'android',
    })
  })

  it('nothing set, or a field set to undefined: the detection', () => {
    expect(resolvePlatform(undefined, phone)).toEqual(phone)
    expect(resolvePlatform({ isMobile: undefined }, phone)).toEqual(phone)
  })
})
