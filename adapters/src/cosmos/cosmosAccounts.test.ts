import { expect, it } from 'vitest'
import { cosmosAccount } from './cosmosAccounts'
import type { KeplrKey } from './keplr'

const hub = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02'
const key = (bech32Address: string): KeplrKey => ({
  name: 'key',
  algo: 'secp256k1',
  pubKey: Uint8Array.of(2, 0xff),
  address: new Uint8Array(20),
  bech32Address,
  isNanoLedger: false,
})

it("maps a key of the network's prefix to an eoa account with its public key", () => {
  expect(cosmosAccount(key(hub), 'cosmos')).toEqual({
    namespace: 'cosmos',
    address: hub,
    type: 'eoa',
    publicKey: '02ff',
  })
})

it('refuses a key of another chain or a malformed address', () => {
  expect(cosmosAccount(key(hub), 'osmo')).toBeUndefined()
  expect(cosmosAccount(key('cosmos1nope'), 'cosmos')).toBeUndefined()
})
