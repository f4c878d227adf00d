// The handle's reads of the active account (spec §7): balances from the wallet when it discovers
// assets (wallet_getAssets), else through the Blockchain API (with the §8 toast), the native
// balance from the chain through the adapter, identity, and the NFTs the account holds, read
// from its history (docs/decisions/0010).
import { Cause, Effect, Exit } from 'effect'
import type { ChainAdapter } from '../../adapter'
import { BALANCE_NAMESPACES } from '../../constants'
import { type HeldNft, heldNfts } from '../../domain/activity/heldNfts'
import type { Balance, Transaction as DomainTransaction } from '../../domain/types'
import {
  ChainAdapterNotFoundError,
  TokenBalanceUnavailableError,
  WalletCapabilitiesParseError,
} from '../../errors/sdk'
import { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import type { TokenBalance, Transaction } from '../../services/blockchainApi/responses'
import type { ResolvedConfig } from '../config'
import type { WidgetRuntime } from '../services'
import type { WidgetState } from '../widgetState'

/** How many history pages the NFTs tab reads at most (10 transactions a page). */
export const NFT_HISTORY_PAGES = 20

export interface AccountReadDeps {
  readonly config: ResolvedConfig
  readonly runtime: WidgetRuntime
  readonly state: () => WidgetState
  readonly toastError: (message: string) => void
}

export function accountReads({ config, runtime, state, toastError }: AccountReadDeps) {
  /** spec §7 balance of the active account on the active network; spec §8: a failure shows the
   * 'Token Balance Unavailable' toast (and retries wait 30 s) and answers an empty list. A
   * namespace whose balances the widget does not read (spec §9: eip155 and solana only) answers
   * an empty list without a toast (spec §8: "unsupported-network lookups return empty"). */
  async function getBalances({
    throwOnError = false,
    forceUpdate = false,
  } = {}): Promise<readonly TokenBalance[]> {
    const { address, caipNetwork, connections } = state()
    if (!address || !caipNetwork) return []
    if (!BALANCE_NAMESPACES.includes(caipNetwork.chainNamespace)) return []
    // spec §7: a wallet that discovers the account's assets on this network answers them itself.
    const connectorId = connections.find(
      (connection) => connection.namespace === caipNetwork.chainNamespace,
    )?.connectorId
    const adapter = config.adapters.find((one) => one.namespace === caipNetwork.chainNamespace)
    if (adapter?.walletAssets && connectorId) {
      const fromWallet = await runtime.runPromiseExit(
        adapter.walletAssets({ connectorId, address, caipNetwork }),
      )
      if (Exit.isSuccess(fromWallet) && fromWallet.value) return fromWallet.value
      // spec §8: a capabilities answer that does not parse is said; the API's balances still show.
      const failure = Exit.isFailure(fromWallet)
        ? Cause.findErrorOption(fromWallet.cause)
        : undefined
      if (failure?._tag === 'Some' && failure.value instanceof WalletCapabilitiesParseError) {
        toastError(failure.value.message)
        if (throwOnError) throw failure.value
      }
    }
    const exit = await runtime.runPromiseExit(
      Effect.gen(function* () {
        const api = yield* BlockchainApi
        return yield* api.getBalance({
          address,
          caipNetworkId: caipNetwork.caipNetworkId,
          // spec §7 forceUpdate: skip the 30 s cache.
          forceUpdate: forceUpdate ? address : undefined,
        })
      }),
    )
    if (Exit.isSuccess(exit)) return exit.value
    const error = new TokenBalanceUnavailableError()
    toastError(error.message)
    if (throwOnError) throw error
    return []
  }

  /** spec §3 Balance: the native coin read from the chain through the adapter. */
  async function getNativeBalance(): Promise<Balance> {
    const { address, caipNetwork } = state()
    const adapter: ChainAdapter | undefined = config.adapters.find(
      (candidate) => candidate.namespace === caipNetwork?.chainNamespace,
    )
    if (!address || !caipNetwork) throw new TokenBalanceUnavailableError()
    if (!adapter) throw new ChainAdapterNotFoundError()
    return runtime.runPromise(adapter.getBalance({ address, caipNetwork }))
  }

  /**
   * spec §7 identity: the active eip155 account's name and avatar (cached 5 min), asked with the
   * account as the `sender`. Without a name there, the account's own registered name from the
   * reverse lookup (`/v1/profile/reverse`), when it has one.
   */
  async function getIdentity(): Promise<{
    readonly name: string | null
    readonly avatar: string | null
  }> {
    const { address, caipNetwork } = state()
    if (!address || caipNetwork?.chainNamespace !== 'eip155') return { name: null, avatar: null }
    return runtime.runPromise(
      Effect.gen(function* () {
        const api = yield* BlockchainApi
        const identity = yield* api.fetchIdentity({ address, sender: address })
        if (identity.name) return identity
        const names = yield* Effect.orElseSucceed(
          api.names.reverseLookup({ address, sender: address }),
          () => [],
        )
        return { ...identity, name: names[0]?.name ?? null }
      }),
    )
  }

  /** The NFTs the active account holds on the active network, spam left out. */
  async function getNfts(): Promise<readonly HeldNft[]> {
    const { address, caipNetwork } = state()
    if (!address || !caipNetwork) return []
    return runtime.runPromise(
      Effect.gen(function* () {
        const api = yield* BlockchainApi
        const transactions: Transaction[] = []
        let cursor: string | undefined
        for (let page = 0; page < NFT_HISTORY_PAGES; page++) {
          const result = yield* api.fetchTransactions({
            account: address,
            caipNetworkId: caipNetwork.caipNetworkId,
            cursor,
          })
          transactions.push(...result.data)
          if (!result.next) break
          cursor = result.next
        }
        // The API's CAIP-2 chain ids, typed as the domain's.
        return heldNfts(transactions as readonly DomainTransaction[])
      }),
    )
  }

  return { getBalances, getNativeBalance, getIdentity, getNfts }
}
