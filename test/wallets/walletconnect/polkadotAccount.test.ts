import { parsePolkadotAddress } from '@airlock/core/adapter'
import { ed25519 } from '@noble/curves/ed25519'
import { hex } from '@scure/base'
import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { createPolkadotAccount } from './polkadotAccount'

const hexOf = (text: string) => `0x${hex.encode(new TextEncoder().encode(text))}`

describe('the polkadot account of the WalletConnect test wallet', () => {
  const account = createPolkadotAccount('unit')

  it('has a Polkadot ss58 address of its ed25519 public key', () => {
    const parsed = parsePolkadotAddress(account.address)
    expect(Result.isSuccess(parsed)).toBe(true)
    expect(account.address).toMatch(/^1/)
    expect(createPolkadotAccount('other').address).not.toBe(account.address)
  })

  it('signs the wrapped bytes it is given and answers the signature in 0x hex', async () => {
    const data = hexOf('<Bytes>hello</Bytes>')
    const { signature } = (await account.handle('polkadot_signMessage', {
      address: account.address,
      data,
      type: 'bytes',
    })) as { signature: string }
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const signed = new TextEncoder().encode('<Bytes>hello</Bytes>')
    expect(ed25519.verify(hex.decode(signature.slice(2)), signed, account.publicKey)).toBe(true)
  })

  it('refuses unwrapped data, payloads, non-hex data and another address', async () => {
    const sign = (params: Record<string, unknown>) =>
      account.handle('polkadot_signMessage', { address: account.address, ...params })
    await expect(sign({ data: hexOf('hello') })).rejects.toMatchObject({ code: -32602 })
    await expect(sign({ data: hexOf('<Bytes>x</Bytes>'), type: 'payload' })).rejects.toMatchObject({
      code: -32602,
    })
    await expect(sign({ data: '<Bytes>x</Bytes>' })).rejects.toMatchObject({ code: -32602 })
    await expect(
      sign({ address: createPolkadotAccount('other').address, data: hexOf('<Bytes>x</Bytes>') }),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(account.handle('polkadot_signTransaction', {})).rejects.toMatchObject({
      code: 4200,
    })
  })
})
