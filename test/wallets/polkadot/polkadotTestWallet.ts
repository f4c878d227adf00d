// The Polkadot test wallet (issue 17): an extension of the injectedWeb3 convention
// (`window.injectedWeb3[name] = { version, enable(originName) }`), whose Injected API answers
// accounts.get / accounts.subscribe and signer.signRaw. Keys are ed25519 (@noble/curves; no
// sr25519 implementation is installed) and accounts carry type 'ed25519'. signRaw of type
// 'bytes' signs `<Bytes>data</Bytes>` and answers the bare 64-byte signature in hex, as the
// polkadot-js extension does for bytes. Scriptable like the EVM test wallet: rejectNext /
// hangNext by method ('enable', 'accounts.get', 'signRaw').
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base16 } from '@scure/base'
import { createWalletControls } from '../walletControls'
import { encodeSs58 } from './ss58'
import { wrapBytes } from './wrapBytes'

export interface PolkadotTestAccount {
  readonly name: string
  readonly privateKey: Uint8Array
  readonly publicKey: Uint8Array
  readonly address: string
}

export interface PolkadotTestWalletOptions {
  /** The key under injectedWeb3 (the connector id), e.g. 'polkadot-js'. */
  readonly name?: string
  /** Labels of the seeded accounts, the first one first. */
  readonly accounts?: readonly string[]
  /** SS58 prefix of the addresses it shows: 0, Polkadot, by default. */
  readonly ss58Prefix?: number
  /** Already trusting the site: enable answers without asking. */
  readonly authorized?: boolean
}

type AccountsListener = (
  accounts: readonly { address: string; name: string; type: string }[],
) => void

/** The polkadot-js extension's refusals: 'Cancelled' for a signature, 'Rejected' for access. */
const refusal = (text: string) => () => new Error(text)

export function polkadotTestAccount(label: string, ss58Prefix = 0): PolkadotTestAccount {
  const privateKey = sha256(new TextEncoder().encode(`airlock polkadot ${label}`))
  const publicKey = ed25519.getPublicKey(privateKey)
  return { name: label, privateKey, publicKey, address: encodeSs58(publicKey, ss58Prefix) }
}

export function createPolkadotTestWallet(options: PolkadotTestWalletOptions = {}) {
  const name = options.name ?? 'airlock-polkadot-test-wallet'
  const prefix = options.ss58Prefix ?? 0
  let accounts = (options.accounts ?? ['alice']).map((label) => polkadotTestAccount(label, prefix))
  let authorized = options.authorized ?? false
  const listeners = new Set<AccountsListener>()
  const enableControls = createWalletControls(refusal('Rejected'))
  const signControls = createWalletControls(refusal('Cancelled'))
  const visible = () =>
    authorized
      ? accounts.map(({ address, name: label }) => ({ address, name: label, type: 'ed25519' }))
      : []
  const emit = () => {
    for (const listener of listeners) listener(visible())
  }

  const injected = {
    accounts: {
      get: () => enableControls.answer('accounts.get', undefined, visible),
      subscribe: (listener: AccountsListener) => {
        listeners.add(listener)
        listener(visible())
        return () => listeners.delete(listener)
      },
    },
    signer: {
      signRaw: (raw: { address: string; data: string; type: 'bytes' | 'payload' }) =>
        signControls.answer('signRaw', raw, () => {
          const signer = accounts.find((account) => account.address === raw.address)
          if (!authorized || !signer) throw new Error(`Unable to find account ${raw.address}`)
          const data = base16.decode(raw.data.replace(/^0x/, '').toUpperCase())
          const signature = ed25519.sign(wrapBytes(data), signer.privateKey)
          return { id: 1, signature: `0x${base16.encode(signature).toLowerCase()}` }
        }),
    },
  }

  const extension = {
    version: '0.1.0-airlock',
    enable: (originName: string) =>
      enableControls.answer('enable', originName, () => {
        authorized = true
        return injected
      }),
  }

  const requests = () => [
    ...enableControls.controls.requests(),
    ...signControls.controls.requests(),
  ]
  const controlsOf = (method: string) =>
    method === 'signRaw' ? signControls.controls : enableControls.controls

  return {
    name,
    extension,
    get accounts() {
      return accounts
    },
    controls: {
      requests,
      rejectNext: (method: 'enable' | 'accounts.get' | 'signRaw') =>
        controlsOf(method).rejectNext(method),
      hangNext: (method: 'enable' | 'accounts.get' | 'signRaw') =>
        controlsOf(method).hangNext(method),
      authorize(value = true) {
        authorized = value
      },
      /** The person picks other accounts in the extension: subscribers hear the new list. */
      switchAccounts(labels: readonly string[]) {
        accounts = labels.map((label) => polkadotTestAccount(label, prefix))
        emit()
      },
      /** The extension stops sharing accounts with the site. */
      disconnect() {
        authorized = false
        emit()
      },
    },
  }
}

export type PolkadotTestWallet = ReturnType<typeof createPolkadotTestWallet>

/** Injects the wallet the way extensions do: `target.injectedWeb3[name]`. Returns the cleanup. */
export function injectPolkadotTestWallet(
  wallet: PolkadotTestWallet,
  target: object = globalThis.window,
): () => void {
  const holder = target as { injectedWeb3?: Record<string, unknown> }
  holder.injectedWeb3 ??= {}
  holder.injectedWeb3[wallet.name] = wallet.extension
  return () => {
    delete holder.injectedWeb3?.[wallet.name]
  }
}
