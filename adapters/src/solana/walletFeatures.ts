// Calls into a Wallet Standard wallet's features as effects: a missing feature is an
// UnsupportedOperationError, a throw is the tagged wallet error (./walletErrors), and an account
// the wallet does not expose (any more) is 4100 unauthorized.
import {
  type Account,
  UnsupportedOperationError,
  type UserRejectedError,
  type WalletRpcError,
} from '@airlock/core/adapter'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Effect } from 'effect'
import { UnauthorizedProviderError } from '../errors/walletRpcErrors'
import { toSolanaWalletError } from './walletErrors'

export type FeatureCallError = UserRejectedError | WalletRpcError | UnsupportedOperationError

/** The feature object a wallet registered under `name`, or UnsupportedOperationError. */
export function featureOf<Feature>(
  wallet: Wallet,
  name: string,
): Effect.Effect<Feature, UnsupportedOperationError> {
  const feature = wallet.features[name as `${string}:${string}`]
  return feature === undefined
    ? Effect.fail(new UnsupportedOperationError({ operation: name, namespace: 'solana' }))
    : Effect.succeed(feature as Feature)
}

/** One wallet call; the person may take their time, so no timeout here (the machines own it). */
export function walletCall<A>(
  run: () => Promise<A>,
): Effect.Effect<A, UserRejectedError | WalletRpcError> {
  return Effect.tryPromise({ try: run, catch: toSolanaWalletError })
}

/** The wallet's Solana accounts (an account may also list other chains). */
export function solanaAccountsOf(accounts: readonly WalletAccount[]): readonly WalletAccount[] {
  return accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
}

/** spec §9 default account type on solana: eoa. */
export function toAccount(account: WalletAccount): Account {
  return { namespace: 'solana', address: account.address, type: 'eoa' }
}

export function accountOf(
  wallet: Wallet,
  address?: string,
): Effect.Effect<WalletAccount, WalletRpcError> {
  const accounts = solanaAccountsOf(wallet.accounts)
  const account = address ? accounts.find((a) => a.address === address) : accounts[0]
  return account
    ? Effect.succeed(account)
    : Effect.fail(
        new UnauthorizedProviderError({
          message: `${wallet.name} does not expose ${address ?? 'a Solana account'} to this site`,
        }),
      )
}
