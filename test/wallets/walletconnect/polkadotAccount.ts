// The wallet's polkadot side, answering WalletConnect's polkadot_signMessage as its JSON-RPC
// reference defines it: params are a SignerPayloadRaw {address, data (hex), type?}; unless the
// type is 'payload' the data must already be wrapped in `<Bytes>…</Bytes>` (the reference: a
// signer MUST check, so a message can never be a transaction), and the answer is {signature}
// in 0x hex. The key is the polkadot test wallet's ed25519 one (ss58 prefix 0, Polkadot);
// 'payload' data and polkadot_signTransaction are not signed: no chain, no metadata.
import { ed25519 } from '@noble/curves/ed25519'
import { hex } from '@scure/base'
import { providerError } from '../injected/providerError'
import { polkadotTestAccount } from '../polkadot/polkadotTestWallet'
import { isWrapped } from '../polkadot/wrapBytes'

export const POLKADOT_MAINNET = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'

export function createPolkadotAccount(label = 'walletconnect') {
  const account = polkadotTestAccount(label)

  async function handle(method: string, params: unknown): Promise<unknown> {
    if (method !== 'polkadot_signMessage') {
      throw providerError(4200, `The wallet does not support ${method}`)
    }
    const { address, data, type } = (
      typeof params === 'object' && params !== null ? params : {}
    ) as Record<string, unknown>
    if (address !== account.address) {
      throw providerError(4100, `The wallet does not hold ${String(address)}`)
    }
    if (typeof data !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(data)) {
      throw providerError(-32602, 'data must be 0x hex')
    }
    if (type === 'payload') throw providerError(-32602, 'The wallet signs bytes only')
    const bytes = hex.decode(data.slice(2).toLowerCase())
    if (!isWrapped(bytes)) throw providerError(-32602, 'data must be wrapped in <Bytes></Bytes>')
    return { signature: `0x${hex.encode(ed25519.sign(bytes, account.privateKey))}` }
  }

  return { address: account.address, publicKey: account.publicKey, handle }
}

export type PolkadotAccount = ReturnType<typeof createPolkadotAccount>
