// The raw `request` of the solana adapter: the Solana wallet methods of the WalletConnect
// namespace (same params and results, so a caller need not know which kind of wallet it talks
// to) on Wallet Standard features, and spec §6's safe read-only node methods forwarded to the
// network's RPC. Anything else is 4200, unsupported.
import { safeWalletMethods, toWalletRpcError } from '@airlock/core/adapter'
import { base58, base64 } from '@scure/base'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { Effect } from 'effect'
import type { SolanaRpcEndpoint } from './rpcEndpoint'
import {
  accountOf,
  type FeatureCallError,
  featureOf,
  solanaAccountsOf,
  walletCall,
} from './walletFeatures'

export interface RequestContext {
  readonly wallet: Wallet
  readonly chain: IdentifierString
  readonly endpoint: SolanaRpcEndpoint
}

type Params = Readonly<Record<string, unknown>>

const invalid = (message: string) => toWalletRpcError({ code: -32602, message })
const text = (params: Params, name: string) =>
  typeof params[name] === 'string'
    ? Effect.succeed(params[name] as string)
    : Effect.fail(invalid(`${name} is missing`))

function nodeRequest(endpoint: SolanaRpcEndpoint, method: string, params: unknown) {
  return Effect.tryPromise({
    try: async (signal) => {
      const response = await fetch(endpoint.http, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
        signal,
      })
      const body = (await response.json()) as { result?: unknown; error?: unknown }
      if (body.error) throw body.error
      return body.result
    },
    catch: toWalletRpcError,
  })
}

export function solanaRequest(
  { wallet, chain, endpoint }: RequestContext,
  method: string,
  rawParams: unknown,
): Effect.Effect<unknown, FeatureCallError> {
  const params = (typeof rawParams === 'object' && rawParams !== null ? rawParams : {}) as Params
  const pubkey = typeof params.pubkey === 'string' ? params.pubkey : undefined
  return Effect.gen(function* () {
    switch (method) {
      case 'solana_getAccounts':
        return solanaAccountsOf(wallet.accounts).map((account) => ({ pubkey: account.address }))
      case 'solana_requestAccounts': {
        const { connect } = yield* featureOf<StandardConnectFeature['standard:connect']>(
          wallet,
          'standard:connect',
        )
        const { accounts } = yield* walletCall(() => connect())
        return solanaAccountsOf(accounts).map((account) => ({ pubkey: account.address }))
      }
      case 'solana_signMessage': {
        const message = base58.decode(yield* text(params, 'message'))
        const { signMessage } = yield* featureOf<SolanaSignMessageFeature['solana:signMessage']>(
          wallet,
          'solana:signMessage',
        )
        const account = yield* accountOf(wallet, pubkey)
        const [output] = yield* walletCall(() => signMessage({ account, message }))
        return { signature: base58.encode(output?.signature ?? new Uint8Array()) }
      }
      case 'solana_signTransaction': {
        const transaction = base64.decode(yield* text(params, 'transaction'))
        const { signTransaction } = yield* featureOf<
          SolanaSignTransactionFeature['solana:signTransaction']
        >(wallet, 'solana:signTransaction')
        const account = yield* accountOf(wallet, pubkey)
        const [output] = yield* walletCall(() => signTransaction({ account, chain, transaction }))
        const signed = output?.signedTransaction ?? new Uint8Array()
        // The fee payer's signature is the first one, after the compact-u16 count (1 byte < 128).
        return {
          signature: base58.encode(signed.subarray(1, 65)),
          transaction: base64.encode(signed),
        }
      }
      case 'solana_signAndSendTransaction': {
        const transaction = base64.decode(yield* text(params, 'transaction'))
        const { signAndSendTransaction } = yield* featureOf<
          SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']
        >(wallet, 'solana:signAndSendTransaction')
        const account = yield* accountOf(wallet, pubkey)
        const [output] = yield* walletCall(() =>
          signAndSendTransaction({ account, chain, transaction }),
        )
        return { signature: base58.encode(output?.signature ?? new Uint8Array()) }
      }
      default:
        if (safeWalletMethods.solana?.includes(method) && !method.startsWith('solana_')) {
          return yield* nodeRequest(endpoint, method, rawParams)
        }
        return yield* Effect.fail(
          toWalletRpcError({ code: 4200, message: `${wallet.name} does not support ${method}` }),
        )
    }
  })
}
