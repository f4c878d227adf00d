// The wallet's cosmos side, answering WalletConnect's Cosmos methods as its JSON-RPC reference
// defines them: cosmos_getAccounts → [{algo, address, pubkey (base64)}], and cosmos_signAmino
// {signerAddress, signDoc} → {signature: {pub_key, signature}, signed}, the secp256k1 signature
// (64 bytes r ‖ s, low-s, base64) over sha256 of the amino JSON (adr036.ts serializeSignDoc).
// It signs whatever document it is given, unchanged, as a wallet that sets no fee of its own;
// ADR-036 is the dapp's business. The key is the Keplr test wallet's (Cosmos Hub, `cosmos`).
import { secp256k1 } from '@noble/curves/secp256k1'
import { sha256 } from '@noble/hashes/sha2'
import { base64 } from '@scure/base'
import { serializeSignDoc } from '../cosmos/adr036'
import { bech32AddressOf, cosmosTestKey } from '../cosmos/keplrTestWallet'
import { providerError } from '../injected/providerError'

export const COSMOS_HUB = 'cosmos:cosmoshub-4'

export function createCosmosAccount(label = 'walletconnect') {
  const key = cosmosTestKey(label)
  const address = bech32AddressOf(key, 'cosmos')
  const pubKey = { type: 'tendermint/PubKeySecp256k1', value: base64.encode(key.publicKey) }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const fields = (typeof params === 'object' && params !== null ? params : {}) as Record<
      string,
      unknown
    >
    switch (method) {
      case 'cosmos_getAccounts':
        return [{ algo: 'secp256k1', address, pubkey: pubKey.value }]
      case 'cosmos_signAmino': {
        if (fields.signerAddress !== address) {
          throw providerError(4100, `The wallet does not hold ${String(fields.signerAddress)}`)
        }
        const { signDoc } = fields
        if (typeof signDoc !== 'object' || signDoc === null) {
          throw providerError(-32602, 'signDoc is missing')
        }
        const digest = sha256(serializeSignDoc(signDoc))
        const signature = secp256k1.sign(digest, key.privateKey, { lowS: true })
        return {
          signature: { pub_key: pubKey, signature: base64.encode(signature.toCompactRawBytes()) },
          signed: signDoc,
        }
      }
      default:
        throw providerError(4200, `The wallet does not support ${method}`)
    }
  }

  return { address, publicKey: key.publicKey, handle }
}

export type CosmosAccount = ReturnType<typeof createCosmosAccount>
