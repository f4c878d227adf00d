// The wallet service's accounts, in memory: users by e-mail or social/Farcaster identity,
// one-time codes, approved devices, OAuth states and codes, Farcaster channels, sessions.
// Keys stay in the frame (its origin's localStorage); the service only knows who logged in.
import { randomBytes, randomInt } from 'node:crypto'
import { HttpError } from '../http/jsonServer'
import type { Mailbox } from './mailbox'

type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

const token = () => randomBytes(16).toString('hex')
const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

export interface SocialStart {
  readonly provider: string
  readonly dappOrigin: string
  readonly redirectUri: string
  /** The frame page that started it: its pages take that frame's look (frameSessions.ts). */
  readonly frameId?: string
}

interface PendingDevice {
  readonly email: string
  readonly deviceId: string
  readonly frameId?: string
}

export function createAuthStore(mailbox: Mailbox, siteUrl: () => string) {
  const userIds = new Map<string, string>() // identity (e-mail, 'github:alice', …) → user id
  const codes = new Map<string, string>() // `${purpose}:${email}` → code
  const devices = new Map<string, Set<string>>() // e-mail → approved device ids
  const pendingDevices = new Map<string, PendingDevice>() // link token →
  const socialStates = new Map<string, SocialStart>()
  const socialCodes = new Map<string, { state: string; provider: string; userName: string }>()
  const farcaster = new Map<string, { userName?: string; frameId?: string }>()
  const sessions = new Map<string, string>() // session token → user id
  const pendingUpdates = new Map<string, string>() // user id → new e-mail

  const userIdFor = (identity: string) => {
    const known = userIds.get(identity)
    if (known) return known
    const id = `user-${token().slice(0, 12)}`
    userIds.set(identity, id)
    return id
  }
  const sendCode = (email: string, purpose: CodePurpose) => {
    const code = sixDigits()
    codes.set(`${purpose}:${email}`, code)
    const kind = `${purpose === 'login' ? 'login' : purpose}-code` as const
    mailbox.send({ to: email, kind, subject: `Your Airlock code is ${code}`, code })
  }
  const takeCode = (email: string, purpose: CodePurpose, code: string) => {
    if (codes.get(`${purpose}:${email}`) !== code) throw new HttpError(400, 'Invalid code')
    codes.delete(`${purpose}:${email}`)
  }
  const newSession = (identity: string) => {
    const userId = userIdFor(identity)
    const sessionToken = token()
    sessions.set(sessionToken, userId)
    return { userId, sessionToken }
  }
  const sessionUser = (sessionToken: unknown) => {
    const userId = typeof sessionToken === 'string' ? sessions.get(sessionToken) : undefined
    if (!userId) throw new HttpError(401, 'Session Expired')
    return userId
  }
  const emailOf = (userId: string) =>
    [...userIds].find(([identity, id]) => id === userId && identity.includes('@'))?.[0]

  return {
    /** spec §7 connect e-mail: a code, or first a device approval for a known e-mail. */
    startEmail(email: string, deviceId: string, frameId?: string) {
      const approved = devices.get(email)
      if (approved && !approved.has(deviceId)) {
        const link = token()
        pendingDevices.set(link, { email, deviceId, frameId })
        mailbox.send({
          to: email,
          kind: 'device-approval',
          subject: 'Approve your new device',
          link: `${siteUrl()}/device/approve?token=${link}`,
        })
        return { action: 'VERIFY_DEVICE' as const }
      }
      sendCode(email, 'login')
      return { action: 'VERIFY_OTP' as const }
    },
    /** The approved request (its frame names the dapp on the page), or undefined. */
    approveDevice(link: string): PendingDevice | undefined {
      const pending = pendingDevices.get(link)
      if (!pending) return undefined
      pendingDevices.delete(link)
      devices.get(pending.email)?.add(pending.deviceId)
      return pending
    },
    /** Approves every device waiting for `email` (the tests' shortcut). */
    approveDevicesOf(email: string) {
      let count = 0
      for (const [link, pending] of pendingDevices) {
        if (pending.email === email && this.approveDevice(link)) count++
      }
      return count
    },
    /** After approval the login code goes out; until then `{ approved: false }`. */
    continueDevice(email: string, deviceId: string) {
      if (!devices.get(email)?.has(deviceId)) return { approved: false }
      if (!codes.has(`login:${email}`)) sendCode(email, 'login')
      return { approved: true }
    },
    verifyEmail(email: string, deviceId: string, code: string) {
      takeCode(email, 'login', code)
      const approved = devices.get(email) ?? new Set<string>()
      approved.add(deviceId)
      devices.set(email, approved)
      return { ...newSession(email), email }
    },
    startSocial(start: SocialStart) {
      const state = token()
      socialStates.set(state, start)
      const query = new URLSearchParams({
        provider: start.provider,
        redirect_uri: start.redirectUri,
        state,
      })
      return { uri: `${siteUrl()}/oauth/authorize?${query}` }
    },
    socialState: (state: string) => socialStates.get(state),
    /** The provider's "Allow": a one-time code for the state's redirect. */
    grantSocial(state: string, userName: string) {
      const started = socialStates.get(state)
      if (!started) throw new HttpError(400, 'unknown state')
      const code = token()
      socialCodes.set(code, { state, provider: started.provider, userName })
      return { code, redirectUri: started.redirectUri }
    },
    exchangeSocial(code: string, state: string, dappOrigin: string) {
      const granted = socialCodes.get(code)
      const started = socialStates.get(state)
      if (!granted || granted.state !== state || started?.dappOrigin !== dappOrigin) {
        throw new HttpError(400, 'Invalid social login')
      }
      socialCodes.delete(code)
      socialStates.delete(state)
      const session = newSession(`${granted.provider}:${granted.userName}`)
      return { ...session, provider: granted.provider, userName: granted.userName }
    },
    startFarcaster(frameId?: string) {
      const channel = token()
      farcaster.set(channel, { frameId })
      return { channel, uri: `${siteUrl()}/farcaster?channel=${channel}` }
    },
    farcasterFrame: (channel: string) => farcaster.get(channel)?.frameId,
    approveFarcaster(channel: string, userName: string) {
      const entry = farcaster.get(channel)
      if (!entry) return false
      entry.userName = userName
      return true
    },
    farcasterStatus(channel: string) {
      const entry = farcaster.get(channel)
      if (!entry) throw new HttpError(404, 'Unknown Farcaster channel')
      if (!entry.userName) return { approved: false as const }
      farcaster.delete(channel)
      return {
        approved: true as const,
        userName: entry.userName,
        ...newSession(`farcaster:${entry.userName}`),
      }
    },
    /** spec §7 update e-mail: a code to the current address first, then one to the new. */
    startEmailUpdate(sessionToken: unknown, newEmail: string) {
      const userId = sessionUser(sessionToken)
      const current = emailOf(userId)
      if (!current) throw new HttpError(400, 'This account has no e-mail to update')
      pendingUpdates.set(userId, newEmail)
      sendCode(current, 'update-primary')
      return { action: 'VERIFY_PRIMARY_OTP' as const }
    },
    verifyPrimary(sessionToken: unknown, code: string) {
      const userId = sessionUser(sessionToken)
      const current = emailOf(userId)
      const next = pendingUpdates.get(userId)
      if (!current || !next) throw new HttpError(400, 'No e-mail update in progress')
      takeCode(current, 'update-primary', code)
      sendCode(next, 'update-secondary')
      return {}
    },
    verifySecondary(sessionToken: unknown, code: string) {
      const userId = sessionUser(sessionToken)
      const current = emailOf(userId)
      const next = pendingUpdates.get(userId)
      if (!current || !next) throw new HttpError(400, 'No e-mail update in progress')
      takeCode(next, 'update-secondary', code)
      pendingUpdates.delete(userId)
      userIds.delete(current)
      userIds.set(next, userId)
      devices.set(next, devices.get(current) ?? new Set())
      return { newEmail: next }
    },
    signOut(sessionToken: unknown) {
      if (typeof sessionToken === 'string') sessions.delete(sessionToken)
    },
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>
