// The frame origin's localStorage: this browser's device id, the signed-in session, and one
// secp256k1 key per user, created at the user's first login on this device and kept after
// sign-out (the same user gets the same address back).
import type { EmbeddedAccountType } from '@airlock/core'
import { type Hex, isHex } from 'viem'
import { generatePrivateKey } from 'viem/accounts'

const prefix = 'airlock-embedded:'

export interface FrameSession {
  readonly userId: string
  readonly sessionToken: string
  readonly email?: string
  readonly userName?: string
  readonly socialProvider?: string
}

export interface FramePreferences {
  readonly chainId?: number
  readonly preferredAccountType?: EmbeddedAccountType
}

const read = <T>(key: string): T | undefined => {
  try {
    const raw = localStorage.getItem(prefix + key)
    return raw === null ? undefined : (JSON.parse(raw) as T)
  } catch {
    return undefined
  }
}
const write = (key: string, value: unknown) =>
  localStorage.setItem(prefix + key, JSON.stringify(value))

export const frameStorage = {
  deviceId(): string {
    const known = read<string>('device')
    if (typeof known === 'string') return known
    const id = crypto.randomUUID()
    write('device', id)
    return id
  },
  session: () => read<FrameSession>('session'),
  setSession: (session: FrameSession | undefined) =>
    session ? write('session', session) : localStorage.removeItem(`${prefix}session`),
  preferences: () => read<FramePreferences>('preferences') ?? {},
  setPreferences: (change: FramePreferences) =>
    write('preferences', { ...frameStorage.preferences(), ...change }),
  /** The user's key on this device, created the first time. */
  keyOf(userId: string): Hex {
    const known = read<string>(`key:${userId}`)
    if (typeof known === 'string' && isHex(known) && known.length === 66) return known
    const key = generatePrivateKey()
    write(`key:${userId}`, key)
    return key
  },
  /** SYNC_THEME and SYNC_DAPP_DATA: kept as the page sent them. */
  store: (name: 'theme' | 'dappData', value: unknown) => write(name, value),
  stored: (name: 'theme' | 'dappData') => read<unknown>(name),
}
