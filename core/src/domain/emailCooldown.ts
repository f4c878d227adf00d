// spec §5 "E-mail login trigger refused within 30 s of the previous", §9 "E-mail cooldown 30 s":
// measured from the stored last e-mail login time (spec §3), which a successful login clears
// (spec §4), so the wait only guards repeated code requests.
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants'

/** Whole seconds left to wait before another e-mail login may start; 0 when it may. */
export function emailCooldownSecondsLeft(lastLoginTime: number | undefined, now: number): number {
  if (lastLoginTime === undefined) return 0
  const left = lastLoginTime + EMAIL_LOGIN_COOLDOWN_MS - now
  // A stored time in the future (a changed clock) waits at most the cooldown itself.
  return left > 0 ? Math.ceil(Math.min(left, EMAIL_LOGIN_COOLDOWN_MS) / 1000) : 0
}
