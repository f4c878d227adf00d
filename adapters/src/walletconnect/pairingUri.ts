// spec §9: a pairing lives 4 minutes; the URI says when it expires (`expiryTimestamp`, seconds).
import { PAIRING_EXPIRY_MS } from '@airlock/core'

export function pairingTtlMs(uri: string, now: number): number {
  const query = uri.split('?')[1] ?? ''
  const expiry = Number(new URLSearchParams(query).get('expiryTimestamp'))
  if (!Number.isFinite(expiry) || expiry <= 0) return PAIRING_EXPIRY_MS
  return Math.max(0, expiry * 1000 - now)
}
