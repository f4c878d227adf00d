// Issue 29 (12): the widget detects the platform itself, and its rules follow the detection in
// the default example (nothing set by the host): inside Telegram on iOS the Google login is
// hidden (spec §5), and on a phone a WalletConnect wallet offers its app's own link (spec §7),
// which a computer is not offered. The same page on a computer is the control.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { dialog, openConnect, poll } from './embeddedHarness'
import { examplesHarness } from './examplesHarness'

const { open, snap } = examplesHarness('platform')

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const phone = { width: 390, height: 844 }
const iphone = { userAgent: iphoneSafari, isMobile: true, hasTouch: true }
// What Telegram's in-app browser gives a mini app before the page runs.
const insideTelegramOnIos = 'window.Telegram = { WebApp: { platform: "ios" } }'

type PlatformWindow = Window & {
  airlockWidget: { flowSnapshot(id: 'widget'): { context: { platform: unknown } } }
}
const detected = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as PlatformWindow).airlockWidget.flowSnapshot('widget').context.platform,
  )

// The directory's WalletConnect test wallet: an app link and a web app, no desktop app.
const phoneWallet = 'Airlock WalletConnect Test Wallet'
const webApp = `Open ${phoneWallet} web app (opens in a new tab)`

/** Picks the wallet in Connect; the links its pairing view offers, by their text. */
async function pairingLinks(page: Page) {
  await dialog(page).getByRole('button', { name: phoneWallet }).click()
  const links = dialog(page).getByRole('link', { name: /^Open / })
  await links.first().waitFor(poll)
  return (await links.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim())
}

const socialButton = (page: Page, provider: string) =>
  dialog(page).getByRole('button', { name: `Continue with ${provider}` })

describe('the platform the widget detects', () => {
  it('an iPhone in Telegram: detected as such; Google is hidden and a wallet offers its app link', async () => {
    const { context, page, errors } = await open('?devwallet=0', phone, {
      device: iphone,
      initScript: insideTelegramOnIos,
    })
    try {
      await page.waitForFunction(() => 'airlockWidget' in window, undefined, poll)
      expect(await detected(page)).toEqual({
        isMobile: true,
        isTelegram: true,
        telegramPlatform: 'ios',
        isIosSafari: true,
      })
      await openConnect(page)
      await socialButton(page, 'GitHub').waitFor(poll)
      expect(await socialButton(page, 'Google').count()).toBe(0)
      expect(await socialButton(page, 'X').count()).toBe(1)
      await snap(page, '1-telegram-ios-connect')

      expect(await pairingLinks(page)).toEqual([`Open ${phoneWallet}`, webApp])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('the same page on a computer: nothing detected, Google offered, no phone links', async () => {
    const { context, page, errors } = await open('?devwallet=0')
    try {
      await page.waitForFunction(() => 'airlockWidget' in window, undefined, poll)
      expect(await detected(page)).toEqual({
        isMobile: false,
        isTelegram: false,
        telegramPlatform: 'other',
        isIosSafari: false,
      })
      await openConnect(page)
      await socialButton(page, 'Google').waitFor(poll)
      expect(await pairingLinks(page)).toEqual([webApp])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)
})
