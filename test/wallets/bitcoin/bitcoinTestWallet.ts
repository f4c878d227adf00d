// The Bitcoin test wallet (issue 17): a Wallet Standard wallet with the Bitcoin features of the
// Exodus bitcoin-wallet-standard names (`bitcoin:connect` with purposes, `bitcoin:signMessage`
// over raw bytes) plus `standard:connect` (silent reconnect), `standard:disconnect` and
// `standard:events`. Two accounts, payment (P2WPKH) then ordinals (P2TR), in the order the app
// asks for them. Messages are signed the legacy way (BIP-137, see bitcoinMessage.ts).
// Scriptable like the EVM test wallet: rejectNext / hangNext by feature name.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { createWalletControls } from '../walletControls'
import {
  type BitcoinKey,
  type BitcoinWalletNetwork,
  ordinalsKey,
  paymentKey,
  seededPrivateKey,
} from './bitcoinKeys'
import { signBitcoinMessage } from './bitcoinMessage'

export interface BitcoinTestWalletOptions {
  readonly name?: string
  readonly network?: BitcoinWalletNetwork
  /** Already trusting the site, as after an earlier visit (silent connect answers). */
  readonly authorized?: boolean
  readonly paymentPrivateKey?: Uint8Array
  readonly ordinalsPrivateKey?: Uint8Array
}

type Purpose = 'payment' | 'ordinals'
type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iI2Y3OTMxYSIvPjwvc3ZnPg==' as const

/** Rejections as wallets send them: an Error with EIP-1193's 4001. */
const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

export function createBitcoinTestWallet(options: BitcoinTestWalletOptions = {}) {
  const network = options.network ?? 'mainnet'
  const chain = `bitcoin:${network}` as const
  let keys: Record<Purpose, BitcoinKey> = {
    payment: paymentKey(options.paymentPrivateKey ?? seededPrivateKey('payment-0'), network),
    ordinals: ordinalsKey(options.ordinalsPrivateKey ?? seededPrivateKey('ordinals-0'), network),
  }
  let authorized = options.authorized ?? false
  const listeners = new Set<ChangeListener>()
  const { answer, controls } = createWalletControls(rejection)

  const account = (purpose: Purpose): WalletAccount => ({
    address: keys[purpose].address,
    publicKey: keys[purpose].publicKey,
    chains: [chain],
    features: ['bitcoin:signMessage'],
    label: purpose,
  })
  const accounts = () => (authorized ? [account('payment'), account('ordinals')] : [])
  const emitChange = () => {
    for (const listener of listeners) listener({ accounts: accounts() })
  }
  const keyOf = (address: string) =>
    Object.values(keys).find((key) => key.address === address) ?? undefined

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Airlock Bitcoin Test Wallet',
    icon,
    chains: [chain],
    get accounts() {
      return accounts()
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: (input: { purposes: readonly Purpose[] }) =>
          answer('bitcoin:connect', input, () => {
            authorized = true
            return { accounts: input.purposes.map(account) }
          }),
      },
      'standard:connect': {
        version: '1.0.0',
        connect: (input?: { silent?: boolean }) =>
          answer('standard:connect', input, () => {
            if (!input?.silent) authorized = true
            return { accounts: accounts() }
          }),
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: (...inputs: readonly { account: WalletAccount; message: Uint8Array }[]) =>
          answer('bitcoin:signMessage', inputs, () =>
            inputs.map(({ account: signer, message }) => {
              const key = keyOf(signer.address)
              if (!authorized || key !== keys.payment) {
                throw new Error(`The wallet cannot sign messages for ${signer.address}`)
              }
              return {
                signedMessage: message,
                signature: signBitcoinMessage(key.privateKey, message),
              }
            }),
          ),
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: () =>
          answer('standard:disconnect', undefined, () => {
            authorized = false
            emitChange()
          }),
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }

  return {
    wallet,
    get payment() {
      return keys.payment
    },
    get ordinals() {
      return keys.ordinals
    },
    controls: {
      ...controls,
      authorize(value = true) {
        authorized = value
      },
      /** The person picks other keys in the wallet: a `change` event with the new accounts. */
      switchAccount(payment: Uint8Array, ordinals: Uint8Array) {
        keys = { payment: paymentKey(payment, network), ordinals: ordinalsKey(ordinals, network) }
        emitChange()
      },
      /** The wallet drops the site by itself: a `change` event with no accounts. */
      disconnect() {
        authorized = false
        emitChange()
      },
    },
  }
}
