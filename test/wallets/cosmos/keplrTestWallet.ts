// The Cosmos test wallet (issue 17): Keplr's injection convention, `window.keplr` with
// enable(chainIds), getKey(chainId) → { name, algo, pubKey, address, bech32Address,
// isNanoLedger } and signArbitrary (ADR-036, adr036.ts) answering a StdSignature, and the
// `keplr_keystorechange` window event when the key changes. A secp256k1 key (@noble/curves);
// the address is bech32(prefix, ripemd160(sha256(compressed public key))). Scriptable like the
// EVM test wallet: rejectNext / hangNext by method ('enable', 'getKey', 'signArbitrary').
import { secp256k1 } from '@noble/curves/secp256k1'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { base64, bech32 } from '@scure/base'
import { createWalletControls } from '../walletControls'
import { signAdr036 } from './adr036'

export interface KeplrTestWalletOptions {
  /** Chain id → bech32 prefix of the chains the wallet knows. */
  readonly chains?: Readonly<Record<string, string>>
  readonly keyLabel?: string
  /** Chains the site already enabled, as after an earlier visit. */
  readonly enabled?: readonly string[]
}

export interface CosmosTestKey {
  readonly label: string
  readonly privateKey: Uint8Array
  readonly publicKey: Uint8Array
  readonly address: Uint8Array
}

/** Keplr's refusal: a plain Error whose message is 'Request rejected'. */
const rejection = () => new Error('Request rejected')

export function cosmosTestKey(label: string): CosmosTestKey {
  const privateKey = sha256(new TextEncoder().encode(`airlock cosmos ${label}`))
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  return { label, privateKey, publicKey, address: ripemd160(sha256(publicKey)) }
}

export const bech32AddressOf = (key: CosmosTestKey, prefix: string) =>
  bech32.encode(prefix, bech32.toWords(key.address))

export function createKeplrTestWallet(options: KeplrTestWalletOptions = {}) {
  const chains = options.chains ?? { 'cosmoshub-4': 'cosmos' }
  let key = cosmosTestKey(options.keyLabel ?? 'key-0')
  const enabled = new Set(options.enabled ?? [])
  const { answer, controls } = createWalletControls(rejection)
  let target: EventTarget | undefined

  const prefixOf = (chainId: string) => {
    const prefix = chains[chainId]
    if (prefix === undefined) throw new Error(`There is no chain info for ${chainId}`)
    return prefix
  }
  const requireEnabled = (chainId: string) => {
    // Keplr asks the person when a site reads a chain it has not enabled; here that is a refusal.
    if (!enabled.has(chainId)) throw rejection()
  }

  const keplr = {
    version: '0.12.0-airlock',
    mode: 'extension',
    enable: (chainIds: string | readonly string[]) =>
      answer('enable', chainIds, () => {
        const ids = typeof chainIds === 'string' ? [chainIds] : [...chainIds]
        for (const id of ids) prefixOf(id)
        for (const id of ids) enabled.add(id)
      }),
    getKey: (chainId: string) =>
      answer('getKey', chainId, () => {
        const prefix = prefixOf(chainId)
        requireEnabled(chainId)
        return {
          name: key.label,
          algo: 'secp256k1',
          pubKey: key.publicKey,
          address: key.address,
          bech32Address: bech32AddressOf(key, prefix),
          isNanoLedger: false,
          isKeystone: false,
        }
      }),
    signArbitrary: (chainId: string, signer: string, data: string | Uint8Array) =>
      answer('signArbitrary', { chainId, signer, data }, () => {
        const prefix = prefixOf(chainId)
        requireEnabled(chainId)
        if (signer !== bech32AddressOf(key, prefix)) throw new Error('Unknown signer address')
        return {
          pub_key: { type: 'tendermint/PubKeySecp256k1', value: base64.encode(key.publicKey) },
          signature: base64.encode(signAdr036(key.privateKey, signer, data)),
        }
      }),
    disable: (chainIds?: string | readonly string[]) =>
      answer('disable', chainIds, () => {
        if (chainIds === undefined) enabled.clear()
        else
          for (const id of typeof chainIds === 'string' ? [chainIds] : chainIds) enabled.delete(id)
      }),
  }

  return {
    keplr,
    get key() {
      return key
    },
    address: (chainId = 'cosmoshub-4') => bech32AddressOf(key, prefixOf(chainId)),
    /** Where `install` put the wallet: its keystore events go there. */
    attach(to: EventTarget) {
      target = to
    },
    controls: {
      ...controls,
      enabledChains: () => [...enabled],
      /** The person switches keys: Keplr dispatches `keplr_keystorechange` on the window. */
      switchKey(label: string) {
        key = cosmosTestKey(label)
        target?.dispatchEvent(new Event('keplr_keystorechange'))
      },
    },
  }
}

export type KeplrTestWallet = ReturnType<typeof createKeplrTestWallet>

/** Injects the wallet as Keplr does: `target.keplr` (or another name, e.g. 'leap'). */
export function installKeplrTestWallet(
  wallet: KeplrTestWallet,
  target: EventTarget = globalThis.window,
  name = 'keplr',
): () => void {
  const holder = target as unknown as Record<string, unknown>
  holder[name] = wallet.keplr
  wallet.attach(target)
  return () => {
    delete holder[name]
  }
}
