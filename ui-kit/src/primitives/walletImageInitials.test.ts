import { describe, expect, it } from 'vitest'
import { initials } from './WalletImage'

describe("a wallet image's initials", () => {
  it.each([
    ['Email & Social', 'ES'],
    ['MetaMask', 'M'],
    ['Airlock Test Wallet', 'AT'],
    ['<img src=x> Evil', 'IS'],
    ['  trust   wallet ', 'TW'],
    ['Ötzi Wallet', 'ÖW'],
    ['&&&', ''],
  ])('%j → %j', (name, expected) => expect(initials(name)).toBe(expected))
})
