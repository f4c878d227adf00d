import { parsePolkadotAddress } from '@airlock/core/adapter'
import { base16 } from '@scure/base'
import { Result } from 'effect'
import { expect, it } from 'vitest'
import { encodeSs58 } from './ss58'
import { isWrapped, wrapBytes } from './wrapBytes'

const alice = base16.decode('D43593C715FDD31C61141ABD04A99FD6822C8558854CCDE39A5684E7A56DA27D')

it("encodes Alice's key as the well-known Polkadot and Substrate addresses", () => {
  expect(encodeSs58(alice, 0)).toBe('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')
  expect(encodeSs58(alice, 42)).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
  const parsed = parsePolkadotAddress(encodeSs58(alice, 2))
  expect(Result.isSuccess(parsed) && parsed.success.prefix).toBe(2)
})

it('wraps bytes in <Bytes>…</Bytes> once', () => {
  const wrapped = wrapBytes(new TextEncoder().encode('hi'))
  expect(new TextDecoder().decode(wrapped)).toBe('<Bytes>hi</Bytes>')
  expect(isWrapped(wrapped)).toBe(true)
  expect(wrapBytes(wrapped)).toBe(wrapped)
})
