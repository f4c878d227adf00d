import { PAIRING_EXPIRY_MS } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { pairingTtlMs } from './pairingUri'

const uri = (expiry?: number) =>
  `wc:abc@2?relay-protocol=irn&symKey=00${expiry === undefined ? '' : `&expiryTimestamp=${expiry}`}`

describe('spec §9: how long a pairing URI is offered', () => {
  const now = 1_700_000_000_000
  it.each([
    ['a URI living 5 minutes is offered 4', uri(now / 1000 + 300), PAIRING_EXPIRY_MS],
    ['a URI living 1 minute is offered 1', uri(now / 1000 + 60), 60_000],
    ['an expired URI is offered 0', uri(now / 1000 - 1), 0],
    ['no expiry: the spec 4 minutes', uri(), PAIRING_EXPIRY_MS],
  ])('%s', (_, value, expected) => {
    expect(pairingTtlMs(value, now)).toBe(expected)
  })
})
