'use client'
// The embedded e-mail and social wallet (spec §3 user, §4 frame, §5 cooldown, §7 logins): the
// frame's status, the login step and its error, the user, the Farcaster link, the e-mail
// update's step, a host call waiting for approval, and the actions. `connectSocial` opens the
// popup on the click itself (browsers block one opened later); 'farcaster' goes by QR code.
import type {
  EmbeddedAccountType,
  EmbeddedFrameStatus,
  EmbeddedLoginStatus,
  EmbeddedWalletError,
  EmbeddedWalletUser,
  SocialProvider,
  UpdateEmailStep,
} from '@airlock/core'
import {
  selectEmbeddedEmail,
  selectEmbeddedError,
  selectEmbeddedUser,
  selectFarcasterUrl,
  selectFrameStatus,
  selectLoginStatus,
  selectNewEmail,
  selectPendingApproval,
  selectPreferredAccountType,
  selectSmartAccountEnabledNetworks,
  selectUpdateEmailError,
  selectUpdateEmailStep,
  selectUpdateVerifying,
  selectVerifying,
  widgetSystemIds,
} from '@airlock/core/internal'
import { useCallback, useMemo } from 'react'
import { joinedRecords } from '../internal/trackedFields'
import { useFlowSend } from '../internal/useFlow'
import { useFlowSelectors } from '../internal/useFlowSelectors'
import { useWidget } from '../internal/widgetContext'

export interface UseEmbeddedWalletReturnType {
  readonly frame: EmbeddedFrameStatus
  readonly status: EmbeddedLoginStatus
  readonly verifying: boolean
  readonly error?: EmbeddedWalletError
  readonly email?: string
  readonly user?: EmbeddedWalletUser
  readonly farcasterUrl?: string
  readonly preferredAccountType: EmbeddedAccountType
  /** spec §3: chain ids where the smart account is available; undefined until the frame says. */
  readonly smartAccountEnabledNetworks?: readonly number[]
  readonly updateEmailStep: UpdateEmailStep
  readonly newEmail?: string
  readonly updateEmailError?: EmbeddedWalletError
  /** A code of the e-mail update is being checked. */
  readonly updateVerifying: boolean
  /**
   * spec §6: the call waiting in ApproveTransaction, with `showFrame`, which shows the wallet's
   * frame (its own approval page, issue 28 (1)) in a slot of the view and returns the hide.
   */
  readonly pendingApproval?: {
    readonly method: string
    readonly params?: unknown
    readonly showFrame?: (slot: HTMLElement) => () => void
  }
  readonly load: () => void
  readonly loginWithEmail: (email: string) => void
  readonly submitOtp: (otp: string) => void
  readonly connectSocial: (provider: SocialProvider) => void
  readonly cancel: () => void
  readonly setPreferredAccount: (accountType: EmbeddedAccountType) => void
  readonly updateEmail: (email: string) => void
  /** A code of the e-mail update (to the current address, then to the new one). */
  readonly submitUpdateOtp: (otp: string) => void
  /** Leaves the waiting call unanswered: declined (the frame's page is closed). */
  readonly reject: () => void
}

const id = widgetSystemIds.embeddedWallet
const updateId = widgetSystemIds.embeddedEmailUpdate
const approvalId = widgetSystemIds.embeddedApproval

const loginSelectors = {
  frame: selectFrameStatus,
  status: selectLoginStatus,
  verifying: selectVerifying,
  error: selectEmbeddedError,
  email: selectEmbeddedEmail,
  user: selectEmbeddedUser,
  farcasterUrl: selectFarcasterUrl,
  preferredAccountType: selectPreferredAccountType,
  smartAccountEnabledNetworks: selectSmartAccountEnabledNetworks,
}
const updateSelectors = {
  updateEmailStep: selectUpdateEmailStep,
  newEmail: selectNewEmail,
  updateEmailError: selectUpdateEmailError,
  updateVerifying: selectUpdateVerifying,
}
const approvalSelectors = { pendingApproval: selectPendingApproval }

export function useEmbeddedWallet(): UseEmbeddedWalletReturnType {
  const send = useFlowSend(id)
  const sendUpdate = useFlowSend(updateId)
  const sendApproval = useFlowSend(approvalId)
  const widget = useWidget()
  const connectSocial = useCallback(
    (provider: SocialProvider) => {
      if (provider === 'farcaster') return send({ type: 'user.connectFarcaster' })
      // On the click: a blank popup the login then points at the provider (spec §3 socialWindow).
      const socialWindow =
        window.open('', 'airlock-social', 'popup,width=500,height=640') ?? undefined
      send({ type: 'user.connectSocial', provider, socialWindow })
      // A login already under way ignores the click: its blank popup goes at once.
      if (socialWindow && !widget.flowSnapshot(id).hasTag('socialPending')) socialWindow.close()
    },
    [send, widget],
  )
  const actions = useMemo(
    () => ({
      load: () => send({ type: 'user.load' }),
      loginWithEmail: (email: string) => send({ type: 'user.loginEmail', email }),
      submitOtp: (otp: string) => send({ type: 'user.submitOtp', otp }),
      cancel: () => send({ type: 'user.cancel' }),
      setPreferredAccount: (accountType: EmbeddedAccountType) =>
        send({ type: 'user.setPreferredAccount', accountType }),
      updateEmail: (email: string) => sendUpdate({ type: 'user.updateEmail', email }),
      submitUpdateOtp: (otp: string) => sendUpdate({ type: 'user.submitOtp', otp }),
      reject: () => sendApproval({ type: 'user.reject' }),
    }),
    [send, sendUpdate, sendApproval],
  )
  // Each field re-renders a component only if it reads it (issue 27): the Connect view, which
  // shows the login's status, is left alone while the frame loads.
  return joinedRecords<UseEmbeddedWalletReturnType>(
    useFlowSelectors(id, loginSelectors, { connectSocial, ...actions }),
    useFlowSelectors(updateId, updateSelectors),
    useFlowSelectors(approvalId, approvalSelectors),
  )
}
