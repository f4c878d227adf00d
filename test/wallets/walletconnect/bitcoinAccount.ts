// The wallet's bip122 side, answering WalletConnect's Bitcoin methods as its JSON-RPC reference
// defines them: one native segwit payment key (bitcoinKeys.ts) whose address is the account
// (its "first external address"); getAccountAddresses {account} → [{address, publicKey, path,
// intention}], and signMessage {account, message, address?, protocol?} → {address, signature,
// messageHash}, the signature a BIP-137 one (bitcoinMessage.ts) in hex without 0x. ECDSA only,
// as the other Bitcoin test wallets. Nothing is ever sent: no Bitcoin node.
import { hex } from '@scure/base'
import { paymentKey, seededPrivateKey } from '../bitcoin/bitcoinKeys'
import { bitcoinMessageHash, signBitcoinMessage } from '../bitcoin/bitcoinMessage'
import { providerError } from '../injected/providerError'

export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93'

export function createBitcoinAccount(label = 'walletconnect-payment') {
  const key = paymentKey(seededPrivateKey(label), 'mainnet')
  const fieldsOf = (params: unknown) =>
    (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  const requireOwn = (address: unknown) => {
    if (address !== key.address) {
      throw providerError(4100, `The wallet does not hold ${String(address)}`)
    }
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const fields = fieldsOf(params)
    switch (method) {
      case 'getAccountAddresses':
        requireOwn(fields.account)
        return [
          {
            address: key.address,
            publicKey: hex.encode(key.publicKey),
            path: "m/84'/0'/0'/0/0",
            intention: 'payment',
          },
        ]
      case 'signMessage': {
        requireOwn(fields.account)
        if (fields.address !== undefined) requireOwn(fields.address)
        if (typeof fields.message !== 'string') throw providerError(-32602, 'message is missing')
        if ((fields.protocol ?? 'ecdsa') !== 'ecdsa') {
          throw providerError(-32602, 'The wallet signs with the ecdsa protocol only')
        }
        const bytes = new TextEncoder().encode(fields.message)
        return {
          address: key.address,
          signature: hex.encode(signBitcoinMessage(key.privateKey, bytes)),
          messageHash: hex.encode(bitcoinMessageHash(bytes)),
        }
      }
      default:
        throw providerError(4200, `The wallet does not support ${method}`)
    }
  }

  return { address: key.address, publicKey: key.publicKey, handle }
}

export type BitcoinAccount = ReturnType<typeof createBitcoinAccount>
