import { bitcoinMainnet } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { nativeBalance } from './apiBalance'

describe('nativeBalance (spec §7 balance answer → spec §3 Balance)', () => {
  it('reads the native BTC entry and ignores token entries', () => {
    const body = {
      balances: [
        { symbol: 'BTC', address: 'bip122:x:token', quantity: { numeric: '9' } },
        { symbol: 'BTC', quantity: { decimals: '8', numeric: '0.5' } },
      ],
    }
    expect(nativeBalance(body, bitcoinMainnet)).toEqual({ balance: '0.5', symbol: 'BTC' })
  })

  it('is 0 BTC when the address holds nothing (an empty list)', () => {
    expect(nativeBalance({ balances: [] }, bitcoinMainnet)).toEqual({ balance: '0', symbol: 'BTC' })
  })

  it('refuses shapes that are not a balance answer', () => {
    expect(nativeBalance({}, bitcoinMainnet)).toBeUndefined()
    expect(nativeBalance(null, bitcoinMainnet)).toBeUndefined()
    expect(
      nativeBalance({ balances: [{ symbol: 'BTC', quantity: { numeric: 5 } }] }, bitcoinMainnet),
    ).toBeUndefined()
  })
})
