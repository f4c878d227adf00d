import { describe, expect, it } from 'vitest'
import { emailCooldownSecondsLeft } from './emailCooldown'

describe('e-mail cooldown (spec §5, §9: 30 s)', () => {
  it.each([
    [undefined, 1_000, 0],
    [0, 0, 30],
    [0, 1, 30],
    [0, 12_400, 18],
    [0, 29_001, 1],
    [0, 30_000, 0],
    [0, 95_000, 0],
    // A time stored in the future never asks for more than the cooldown.
    [500_000, 0, 30],
  ])('last login %s, now %s → %s s left', (last, now, left) => {
    expect(emailCooldownSecondsLeft(last, now)).toBe(left)
  })
})
