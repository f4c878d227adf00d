// The Solana test wallet (issue 17): a Wallet Standard wallet backed by a Keypair and the
// local Solana, registered by the window-event convention (./registerStandardWallet). Features:
// standard:connect/disconnect/events and solana:signMessage/signTransaction/
// signAndSendTransaction on solana:mainnet, devnet and testnet. Sending goes to the RPC URL
// configured for the chain: the local shim answers as mainnet (docs/decisions/0017). Scriptable
// like the injected EVM wallet: reject (code 4001) or never answer the next call of a feature.

import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectInput, StandardEventsListeners } from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { seededKeypair } from '../../stack/solana/seededKeypair'
import { providerError } from '../injected/providerError'
import { base58Decode } from '../walletconnect/base58'
import { signBytes } from './signBytes'

/** Wallet Standard's names for the clusters (@solana/wallet-standard-chains). */
export const SOLANA_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const
export type SolanaChain = (typeof SOLANA_CHAINS)[number]

/** The same clusters by CAIP-2 (genesis-hash prefix), which some apps send instead. */
const caipChains: Readonly<Record<string, SolanaChain>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

const ACCOUNT_FEATURES = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const satisfies readonly IdentifierString[]

export type SolanaWalletFeature =
  | 'standard:connect'
  | 'standard:disconnect'
  | (typeof ACCOUNT_FEATURES)[number]

export interface SolanaTestWalletOptions {
  /** Where signAndSendTransaction sends, per chain; usually `{ 'solana:mainnet': stack.solana.rpcUrl }`. */
  readonly rpcUrls: Partial<Record<SolanaChain, string>>
  /** The fixture `wallets[0]` (seeded, funded with SOL and USDC) by default. */
  readonly keypair?: Keypair
  readonly name?: string
  /** Already trusting the site (a silent connect answers with the account). */
  readonly authorized?: boolean
  /** Features to leave out, e.g. `['solana:signAndSendTransaction']` for a sign-only wallet. */
  readonly without?: readonly SolanaWalletFeature[]
}

const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzE0ZjE5NSIvPjwvc3ZnPg==' as const

export function createSolanaTestWallet(options: SolanaTestWalletOptions) {
  let keypair = options.keypair ?? seededKeypair('wallet-0')
  let authorized = options.authorized ?? false
  const listeners = new Set<StandardEventsListeners['change']>()
  const scripts = new Map<string, ('reject' | 'hang' | 'skipPreflight')[]>()
  const requests: { feature: string; input: unknown }[] = []

  const account = (): WalletAccount =>
    new ReadonlyWalletAccount({
      address: keypair.publicKey.toBase58(),
      publicKey: keypair.publicKey.toBytes(),
      chains: [...SOLANA_CHAINS],
      features: [...ACCOUNT_FEATURES],
    })
  let accounts: readonly WalletAccount[] = authorized ? [account()] : []
  const emitAccounts = () => {
    accounts = authorized ? [account()] : []
    for (const listener of listeners) listener({ accounts })
  }

  /** Records the call, then plays the next script of the feature, if any. */
  async function call<A>(
    feature: SolanaWalletFeature,
    input: unknown,
    run: (skipPreflight: boolean) => Promise<A>,
  ) {
    requests.push({ feature, input })
    const script = scripts.get(feature)?.shift()
    if (script === 'reject') throw providerError(4001, 'User rejected the request.')
    if (script === 'hang') return new Promise<A>(() => {})
    return run(script === 'skipPreflight')
  }
  const requireSigner = (input: { account: WalletAccount }) => {
    if (!authorized) throw providerError(4100, 'The wallet is not connected to this site.')
    if (input.account.address !== keypair.publicKey.toBase58()) {
      throw providerError(4100, `The wallet does not hold ${input.account.address}`)
    }
  }
  const sign = (input: SolanaSignTransactionInput) => {
    requireSigner(input)
    const transaction = VersionedTransaction.deserialize(input.transaction)
    transaction.sign([keypair])
    return transaction
  }
  const connectionFor = (chain: string) => {
    const named = caipChains[chain] ?? (chain as SolanaChain)
    const url = options.rpcUrls[named]
    if (!url) throw providerError(4901, `The wallet has no RPC for ${chain}`)
    return new Connection(url, 'confirmed')
  }

  const features = {
    'standard:connect': {
      version: '1.0.0',
      connect: (input?: StandardConnectInput) =>
        call('standard:connect', input, async () => {
          // A silent connect never prompts: the account only if already trusted.
          if (!input?.silent && !authorized) {
            authorized = true
            emitAccounts()
          }
          return { accounts }
        }),
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: () =>
        call('standard:disconnect', undefined, async () => {
          authorized = false
          emitAccounts()
        }),
    },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: StandardEventsListeners['change']) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: (...inputs: readonly SolanaSignMessageInput[]) =>
        call('solana:signMessage', inputs, () =>
          Promise.all(
            inputs.map(async (input) => {
              requireSigner(input)
              const signature = await signBytes(keypair, input.message)
              return { signedMessage: input.message, signature, signatureType: 'ed25519' as const }
            }),
          ),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (...inputs: readonly SolanaSignTransactionInput[]) =>
        call('solana:signTransaction', inputs, async () =>
          inputs.map((input) => ({ signedTransaction: sign(input).serialize() })),
        ),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs: readonly SolanaSignAndSendTransactionInput[]) =>
        call('solana:signAndSendTransaction', inputs, (skipScripted) =>
          Promise.all(
            inputs.map(async (input) => {
              const signed = sign(input)
              const signature = await connectionFor(input.chain).sendRawTransaction(
                signed.serialize(),
                {
                  skipPreflight: skipScripted || input.options?.skipPreflight,
                  preflightCommitment: input.options?.preflightCommitment,
                  maxRetries: input.options?.maxRetries,
                },
              )
              return { signature: base58Decode(signature) }
            }),
          ),
        ),
    },
  }
  for (const feature of options.without ?? []) delete (features as Record<string, unknown>)[feature]

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Airlock Solana Test Wallet',
    icon,
    chains: [...SOLANA_CHAINS],
    features,
    get accounts() {
      return accounts
    },
  }

  return {
    wallet,
    get address() {
      return keypair.publicKey.toBase58()
    },
    get keypair() {
      return keypair
    },
    controls: {
      /** Every feature call, oldest first. */
      requests: () => [...requests],
      rejectNext(feature: SolanaWalletFeature) {
        scripts.set(feature, [...(scripts.get(feature) ?? []), 'reject'])
      },
      hangNext(feature: SolanaWalletFeature) {
        scripts.set(feature, [...(scripts.get(feature) ?? []), 'hang'])
      },
      /** The next send skips the node's preflight: one that fails lands, with its error. */
      skipPreflightNext() {
        const feature = 'solana:signAndSendTransaction'
        scripts.set(feature, [...(scripts.get(feature) ?? []), 'skipPreflight'])
      },
      authorize(value = true) {
        authorized = value
        emitAccounts()
      },
      /** The person picks another account in the wallet: a `change` with it. */
      switchAccount(next: Keypair) {
        keypair = next
        emitAccounts()
      },
      /** The wallet drops the site by itself: a `change` with no accounts. */
      disconnect() {
        authorized = false
        emitAccounts()
      },
    },
  }
}

export type SolanaTestWallet = ReturnType<typeof createSolanaTestWallet>
