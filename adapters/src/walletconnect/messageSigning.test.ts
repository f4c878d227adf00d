import { base58, base64, hex } from '@scure/base'
import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { messageSigning } from './messageSigning'

const signingOf = (namespace: keyof typeof messageSigning) => {
  const signing = messageSigning[namespace]
  if (!signing) throw new Error(`no signing for ${namespace}`)
  return signing
}
const failure = (result: Result.Result<string, string>) =>
  Result.isFailure(result) ? result.failure : undefined

const BTC = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
const DOT = '15UyNqZ7NB1QQVpY9xv7VGwkxtvXePKihFHx8kH4VgEcS1gU'
const ATOM = 'cosmos1sguafvgmel6f880ryvq8efh9522p8zvmrzlcrq'

describe('WalletConnect message signing, per namespace reference', () => {
  it('solana: solana_signMessage with the base58 bytes; the base58 signature back', () => {
    const solana = signingOf('solana')
    expect(solana.request('Pubkey1', 'hi')).toEqual({
      method: 'solana_signMessage',
      params: { pubkey: 'Pubkey1', message: base58.encode(Uint8Array.of(0x68, 0x69)) },
    })
    expect(solana.read({ signature: '5sig' }, 'Pubkey1', 'hi')).toEqual(Result.succeed('5sig'))
    expect(failure(solana.read({}, 'Pubkey1', 'hi'))).toBe('no signature')
  })

  it('polkadot: a bytes SignerPayloadRaw of the <Bytes>-wrapped message, in 0x hex', () => {
    const { method, params } = signingOf('polkadot').request(DOT, 'hello world')
    expect(method).toBe('polkadot_signMessage')
    // The reference's own example: "<Bytes>hello world</Bytes>" hex encoded.
    expect(params).toEqual({
      address: DOT,
      data: '0x3c42797465733e68656c6c6f20776f726c643c2f42797465733e',
      type: 'bytes',
    })
  })

  it('polkadot: takes a 0x hex signature as it is, refuses anything else', () => {
    const polkadot = signingOf('polkadot')
    const signature = `0x${'ab'.repeat(64)}`
    expect(polkadot.read({ signature }, DOT, 'm')).toEqual(Result.succeed(signature))
    expect(failure(polkadot.read({ signature: 'ab'.repeat(64) }, DOT, 'm'))).toMatch(/0x hex/)
    expect(failure(polkadot.read({ signature: '0xabc' }, DOT, 'm'))).toMatch(/0x hex/)
    expect(failure(polkadot.read('0xabcd', DOT, 'm'))).toBe('no signature')
  })

  it('bip122: signMessage names the account and the address, ECDSA', () => {
    expect(signingOf('bip122').request(BTC, 'sign in')).toEqual({
      method: 'signMessage',
      params: { account: BTC, address: BTC, message: 'sign in', protocol: 'ecdsa' },
    })
  })

  it('bip122: the hex signature (no 0x) becomes base64 of the same bytes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 7 + 39) % 256)
    const answer = { address: BTC, signature: hex.encode(bytes), messageHash: '00' }
    const read = signingOf('bip122').read(answer, BTC, 'm')
    expect(Result.isSuccess(read) && base64.decode(read.success)).toEqual(bytes)
    const upper = signingOf('bip122').read({ signature: hex.encode(bytes).toUpperCase() }, BTC, 'm')
    expect(Result.isSuccess(upper) && base64.decode(upper.success)).toEqual(bytes)
  })

  it('bip122: refuses a signature by another address, or one that is not hex', () => {
    const bip122 = signingOf('bip122')
    const other = 'bc1qku0qh0mc00y8tk0n65x2tqw4trlspak0fnjmfz'
    expect(failure(bip122.read({ address: other, signature: 'ab' }, BTC, 'm'))).toMatch(other)
    const base64Answer = base64.encode(new Uint8Array(65).fill(1))
    expect(failure(bip122.read({ address: BTC, signature: base64Answer }, BTC, 'm'))).toMatch(
      /not hex/,
    )
    expect(failure(bip122.read({ address: BTC }, BTC, 'm'))).toBe('no signature')
  })

  it('cosmos: cosmos_signAmino of the ADR-036 sign doc for the signer and base64 data', () => {
    expect(signingOf('cosmos').request(ATOM, 'hello')).toEqual({
      method: 'cosmos_signAmino',
      params: {
        signerAddress: ATOM,
        signDoc: {
          chain_id: '',
          account_number: '0',
          sequence: '0',
          fee: { gas: '0', amount: [] },
          msgs: [{ type: 'sign/MsgSignData', value: { signer: ATOM, data: 'aGVsbG8=' } }],
          memo: '',
        },
      },
    })
  })

  it('cosmos: the StdSignature base64 signature, when the signed doc is the one asked', () => {
    const cosmos = signingOf('cosmos')
    const signature = { pub_key: { type: 'tendermint/PubKeySecp256k1', value: 'Ag==' } }
    const asked = cosmos.request(ATOM, 'hello').params as { signDoc: Record<string, unknown> }
    // The same document with its keys in another order is still the same document.
    const reordered = Object.fromEntries(Object.entries(asked.signDoc).reverse())
    const answer = { signature: { ...signature, signature: 'c2ln' }, signed: reordered }
    expect(cosmos.read(answer, ATOM, 'hello')).toEqual(Result.succeed('c2ln'))
    // A wallet may leave `signed` out.
    expect(cosmos.read({ signature: { signature: 'c2ln' } }, ATOM, 'hello')).toEqual(
      Result.succeed('c2ln'),
    )
  })

  it('cosmos: refuses a signature over a document the wallet changed', () => {
    const cosmos = signingOf('cosmos')
    const asked = cosmos.request(ATOM, 'hello').params as { signDoc: Record<string, unknown> }
    const withFee = { ...asked.signDoc, fee: { gas: '200000', amount: [] } }
    const answer = { signature: { signature: 'c2ln' }, signed: withFee }
    expect(failure(cosmos.read(answer, ATOM, 'hello'))).toMatch(/another sign doc/)
    const otherMessage = cosmos.request(ATOM, 'bye').params as { signDoc: unknown }
    expect(
      failure(cosmos.read({ ...answer, signed: otherMessage.signDoc }, ATOM, 'hello')),
    ).toMatch(/another sign doc/)
    expect(failure(cosmos.read({ signature: 'c2ln' }, ATOM, 'hello'))).toBe('no signature')
  })

  it('eip155 is not signed here: the EVM adapter sends personal_sign itself', () => {
    expect(messageSigning.eip155).toBeUndefined()
  })
})
