import { hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { paymentKey, seededPrivateKey } from '../bitcoin/bitcoinKeys'
import { bitcoinMessageHash, verifyBitcoinMessage } from '../bitcoin/bitcoinMessage'
import { createBitcoinAccount } from './bitcoinAccount'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the bip122 account of the WalletConnect test wallet', () => {
  const account = createBitcoinAccount('unit')

  it('is the native segwit payment address of its labelled key', () => {
    expect(account.address).toBe(paymentKey(seededPrivateKey('unit'), 'mainnet').address)
    expect(account.address).toMatch(/^bc1q/)
    expect(createBitcoinAccount('other').address).not.toBe(account.address)
  })

  it('answers signMessage with its address, a hex BIP-137 signature and the message hash', async () => {
    const answer = (await account.handle('signMessage', {
      account: account.address,
      address: account.address,
      message: 'gm',
      protocol: 'ecdsa',
    })) as { address: string; signature: string; messageHash: string }
    expect(answer.address).toBe(account.address)
    expect(answer.signature).toMatch(/^[0-9a-f]{130}$/)
    expect(verifyBitcoinMessage(account.address, bytes('gm'), hex.decode(answer.signature))).toBe(
      true,
    )
    expect(verifyBitcoinMessage(account.address, bytes('gn'), hex.decode(answer.signature))).toBe(
      false,
    )
    expect(answer.messageHash).toBe(hex.encode(bitcoinMessageHash(bytes('gm'))))
  })

  it('refuses another account, another address, BIP-322, and unknown methods', async () => {
    const other = createBitcoinAccount('other').address
    const sign = (params: Record<string, unknown>) =>
      account.handle('signMessage', { account: account.address, message: 'm', ...params })
    await expect(sign({ account: other })).rejects.toMatchObject({ code: 4100 })
    await expect(sign({ address: other })).rejects.toMatchObject({ code: 4100 })
    await expect(sign({ protocol: 'bip322' })).rejects.toMatchObject({ code: -32602 })
    await expect(account.handle('sendTransfer', {})).rejects.toMatchObject({ code: 4200 })
  })

  it('lists its one payment address for getAccountAddresses', async () => {
    expect(await account.handle('getAccountAddresses', { account: account.address })).toEqual([
      {
        address: account.address,
        publicKey: hex.encode(account.publicKey),
        path: "m/84'/0'/0'/0/0",
        intention: 'payment',
      },
    ])
  })
})
