// spec §9: a pairing is offered for 4 minutes, or less if the URI itself expires sooner
// (`expiryTimestamp`, seconds; the SDK's pairings live 5 minutes).
import { PAIRING_EXPIRY_MS } from '@airlock/core'

export function pairingTtlMs(uri: string, now: number): number {
  const query = uri.split('?')[1] ?? ''
  const expiry = Number(new URLSearchParams(query).get('expiryTimestamp'))
  if (!Number.isFinite(expiry) || expiry <= 0) return PAIRING_EXPIRY_MS
  return Math.max(0, Math.min(PAIRING_EXPIRY_MS, expiry * 1000 - now))
}
