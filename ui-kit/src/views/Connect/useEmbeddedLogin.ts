'use client'
// The Connect view's e-mail and social methods over useEmbeddedWallet: the frame loads when they
// show; Farcaster opens ConnectingFarcaster (its QR code); Telegram hides some socials (spec
// §5); the wait or failure shows under the e-mail field.
import type { SocialProvider } from '@airlock/core'
import {
  afterNextPaint,
  selectFrameStatus,
  visibleSocials,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useEmbeddedWallet, useModal, usePlatform, useWidget } from '@airlock/react-hooks'
import { useCallback, useEffect, useMemo } from 'react'
import { useMessages } from '../../i18n/messages'
import type { EmbeddedNotice } from './ConnectMethods'

/** `offered`: the configured socials (none without an AUTH connector); Telegram hides some. */
export function useEmbeddedLogin(shown: boolean, offered: readonly SocialProvider[]) {
  const wallet = useEmbeddedWallet()
  const widget = useWidget()
  const m = useMessages().embedded
  const { push } = useModal()
  const { load } = wallet
  // Issue 27: the frame starts loading after the view's first paint. Its status is read then,
  // not shown: the frame's progress renders nothing here (a login started meanwhile waits for
  // it, and says so in its own status).
  useEffect(() => {
    if (!shown) return undefined
    return afterNextPaint(() => {
      if (selectFrameStatus(widget.flowSnapshot(widgetSystemIds.embeddedWallet)) === 'idle') load()
    })
  }, [shown, load, widget])
  const onSocial = useCallback(
    (provider: SocialProvider) => {
      if (provider === 'farcaster') push({ view: 'ConnectingFarcaster' })
      wallet.connectSocial(provider)
    },
    [push, wallet.connectSocial],
  )
  const busy = ['emailPending', 'socialPending', 'fetchingUser'].includes(wallet.status)
  const error = wallet.error?.message
  const status =
    wallet.status === 'socialPending'
      ? m.socialWaiting
      : wallet.status === 'emailPending'
        ? m.sending
        : undefined
  // The same object while nothing in it changed, so the e-mail section is left alone.
  const notice: EmbeddedNotice = useMemo(() => ({ busy, error, status }), [busy, error, status])
  // The same list while the configuration is the same, so the social section is left alone.
  const { isTelegram, telegramPlatform } = usePlatform()
  const socials = useMemo(
    () => visibleSocials(offered, { isTelegram, platform: telegramPlatform }),
    [offered, isTelegram, telegramPlatform],
  )
  return { notice, socials, onEmail: wallet.loginWithEmail, onSocial }
}
