import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { callsHaveHexTargets, isSignedMessage, isTransactionHash } from './shapes'

const hex = (length: number, char = 'a') => `0x${char.repeat(length)}`

describe('isTransactionHash (spec §5: 0x plus 64 hex)', () => {
  it.each([hex(64), hex(64, 'F'), `0x${'0123456789abcdefABCDEF'.repeat(3).slice(0, 64)}`])(
    'accepts %s',
    (value) => expect(isTransactionHash(value)).toBe(true),
  )
  it.each([hex(63), hex(65), hex(64, 'g'), `0X${'a'.repeat(64)}`, 'a'.repeat(66), ''])(
    'rejects %s',
    (value) => expect(isTransactionHash(value)).toBe(false),
  )
})

describe('isSignedMessage (spec §5: 0x plus 62 or more hex)', () => {
  it.each([hex(62), hex(130), hex(1000)])('accepts 0x + %#', (value) =>
    expect(isSignedMessage(value)).toBe(true),
  )
  it.each([hex(61), hex(62, 'z'), `${hex(70)} `, 'a'.repeat(64), ''])('rejects %s', (value) =>
    expect(isSignedMessage(value)).toBe(false),
  )
  it('property: never throws, and accepts exactly the 0x-hex strings of 62+ digits', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isSignedMessage(value)).toBe(/^0x[0-9a-fA-F]{62,}$/.test(value))
      }),
    )
  })
})

describe('callsHaveHexTargets (spec §5: each call to address starts with 0x)', () => {
  it.each([
    [[{ to: '0x1' }, { to: '0xabc' }], true],
    [[], true],
    [[{ to: '0x1' }, { to: 'vitalik.eth' }], false],
    [[{ to: '0x1' }, {}], false],
    [[{ to: '0X1' }], false],
  ])('%j → %s', (calls, ok) => {
    expect(callsHaveHexTargets(calls)).toBe(ok)
  })
})
