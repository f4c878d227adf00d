import { polkadotMainnet } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { polkadotAccounts } from './polkadotAccounts'

const alice = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const aliceKey = 'd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const kusamaGenesis = '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe'

describe('polkadotAccounts (spec §3 Account, spec §9 polkadot eoa)', () => {
  it('maps SS58 accounts to eoa accounts with their public key', () => {
    expect(polkadotAccounts([{ address: alice, name: 'Alice' }], polkadotMainnet)).toEqual([
      { namespace: 'polkadot', address: alice, type: 'eoa', publicKey: aliceKey },
    ])
  })

  it("keeps accounts pinned to this network's genesis, drops other chains' and Ethereum ones", () => {
    const accounts = polkadotAccounts(
      [
        { address: alice, genesisHash: `0x${polkadotMainnet.id}${'0'.repeat(32)}` },
        { address: alice, genesisHash: kusamaGenesis },
        { address: alice, type: 'ethereum' },
        { address: '0x52908400098527886E0F7030069857D2E4169EE7' },
        { address: 'not an address' },
      ],
      polkadotMainnet,
    )
    expect(accounts).toHaveLength(1)
  })
})
