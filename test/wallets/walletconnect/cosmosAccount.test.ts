import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { adr036SignDoc, verifyAdr036 } from '../cosmos/adr036'
import { createCosmosAccount } from './cosmosAccount'

describe('the cosmos account of the WalletConnect test wallet', () => {
  const account = createCosmosAccount('unit')

  it('lists its bech32 cosmos address and base64 public key for cosmos_getAccounts', async () => {
    expect(account.address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(await account.handle('cosmos_getAccounts', {})).toEqual([
      { algo: 'secp256k1', address: account.address, pubkey: base64.encode(account.publicKey) },
    ])
  })

  it('signs an ADR-036 amino document as given and answers the StdSignature', async () => {
    const data = new TextEncoder().encode('gm')
    const signDoc = adr036SignDoc(account.address, data)
    const answer = (await account.handle('cosmos_signAmino', {
      signerAddress: account.address,
      signDoc,
    })) as {
      signature: { pub_key: { type: string; value: string }; signature: string }
      signed: unknown
    }
    expect(answer.signed).toEqual(signDoc)
    expect(answer.signature.pub_key).toEqual({
      type: 'tendermint/PubKeySecp256k1',
      value: base64.encode(account.publicKey),
    })
    const signature = base64.decode(answer.signature.signature)
    expect(signature).toHaveLength(64)
    expect(verifyAdr036(account.publicKey, account.address, 'gm', signature)).toBe(true)
    expect(verifyAdr036(account.publicKey, account.address, 'gn', signature)).toBe(false)
  })

  it('refuses another signer, a missing document and unknown methods', async () => {
    const other = createCosmosAccount('other').address
    await expect(
      account.handle('cosmos_signAmino', {
        signerAddress: other,
        signDoc: adr036SignDoc(other, Uint8Array.of(1)),
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      account.handle('cosmos_signAmino', { signerAddress: account.address }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(account.handle('cosmos_signDirect', {})).rejects.toMatchObject({ code: 4200 })
  })
})
