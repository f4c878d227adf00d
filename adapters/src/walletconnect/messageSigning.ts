// How each namespace signs a text message over WalletConnect, as WalletConnect's JSON-RPC
// reference for that namespace defines it (docs.reown.com, advanced/multichain/rpc-reference):
// the request sent to the wallet, and how the wallet's answer becomes the signature that
// namespace's own adapter gives for the same message, so a host gets one format per namespace
// whatever the transport.
// - solana_signMessage {pubkey, message: base58} → {signature: base58}.
// - polkadot_signMessage, a SignerPayloadRaw {address, data, type: 'bytes'} whose data is the
//   hex of `<Bytes>message</Bytes>` (the dapp wraps, the signer checks the wrapping) →
//   {signature: 0x hex}, as the polkadot extensions' signRaw answers.
// - bip122 signMessage {account, address, message, protocol: 'ecdsa'} → {address, signature:
//   hex without 0x, messageHash?}; given in base64, the form BIP-137 signatures travel in and
//   the bitcoin adapter's wallets answer.
// - cosmos_signAmino {signerAddress, signDoc: the ADR-036 document} → {signature: {pub_key,
//   signature: base64}, signed}; the base64 signature, as the cosmos adapter gives. A wallet
//   that changed the document (a fee, a memo) signed something else: its answer is refused.
import type { ChainNamespace } from '@airlock/core/adapter'
import { base58, base64, hex } from '@scure/base'
import { Result } from 'effect'
import { adr036SignDoc, sameSignDoc } from './cosmosSignDoc'

export interface MessageSigning {
  readonly request: (address: string, message: string) => { method: string; params: unknown }
  /** The signature in the namespace's format, or what is wrong with the answer. */
  readonly read: (
    answer: unknown,
    address: string,
    message: string,
  ) => Result.Result<string, string>
}

const utf8 = (text: string) => new TextEncoder().encode(text)
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
const stringField = (value: unknown, key: string) => {
  const found = field(value, key)
  return typeof found === 'string' && found !== '' ? found : undefined
}
const noSignature = Result.fail('no signature')

const solana: MessageSigning = {
  request: (address, message) => ({
    method: 'solana_signMessage',
    params: { pubkey: address, message: base58.encode(utf8(message)) },
  }),
  read: (answer) => {
    const signature = stringField(answer, 'signature')
    return signature ? Result.succeed(signature) : noSignature
  },
}

const polkadot: MessageSigning = {
  request: (address, message) => ({
    method: 'polkadot_signMessage',
    params: { address, data: `0x${hex.encode(utf8(`<Bytes>${message}</Bytes>`))}`, type: 'bytes' },
  }),
  read: (answer) => {
    const signature = stringField(answer, 'signature')
    if (!signature) return noSignature
    return /^0x([0-9a-f]{2})+$/i.test(signature)
      ? Result.succeed(signature)
      : Result.fail('a signature that is not 0x hex')
  },
}

const bip122: MessageSigning = {
  request: (address, message) => ({
    method: 'signMessage',
    params: { account: address, address, message, protocol: 'ecdsa' },
  }),
  read: (answer, address) => {
    const signature = stringField(answer, 'signature')
    if (!signature) return noSignature
    const signer = field(answer, 'address')
    if (signer !== undefined && signer !== address) {
      return Result.fail(`a signature by ${String(signer)}, not ${address}`)
    }
    if (!/^([0-9a-f]{2})+$/i.test(signature)) return Result.fail('a signature that is not hex')
    return Result.succeed(base64.encode(hex.decode(signature.toLowerCase())))
  },
}

const cosmos: MessageSigning = {
  request: (address, message) => ({
    method: 'cosmos_signAmino',
    params: { signerAddress: address, signDoc: adr036SignDoc(address, message) },
  }),
  read: (answer, address, message) => {
    const signature = stringField(field(answer, 'signature'), 'signature')
    if (!signature) return noSignature
    const signed = field(answer, 'signed')
    if (signed !== undefined && !sameSignDoc(signed, adr036SignDoc(address, message))) {
      return Result.fail('a signature over another sign doc')
    }
    return Result.succeed(signature)
  },
}

/** Per namespace; eip155 signs through the EVM adapter's personal_sign, not here. */
export const messageSigning: Partial<Record<ChainNamespace, MessageSigning>> = {
  solana,
  polkadot,
  bip122,
  cosmos,
}
