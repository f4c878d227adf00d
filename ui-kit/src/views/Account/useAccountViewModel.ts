'use client'
// The Account view's props from the hooks: the account, its identity (spec §7), the native
// balance (RPC) and the balance query (API), NFTs, history, the network list, the wallet
// features, the machine's tab, the activity feature and disconnect (which then closes the
// modal: the machine itself only resets the stack to Connect).
import {
  useAccount,
  useActivity,
  useBalance,
  useDisconnect,
  useFeatures,
  useIdentity,
  useModal,
  useNativeBalance,
  useNfts,
} from '@airlock/react-hooks'
import { useCallback, useMemo } from 'react'
import { useNetworkListViewModel } from '../shared/networkList/useNetworkListViewModel'
import { useCopyText } from '../shared/useCopyText'
import type { AccountActivityProps } from './AccountActivity'
import type { AccountEmbeddedProps } from './AccountEmbedded'
import type { AccountFeaturesProps } from './AccountFeatures'
import type { AccountNfts } from './AccountNfts'
import type { AccountViewProps, DisconnectState } from './AccountView'
import { accountBalances } from './accountBalances'
import { nativeBalance } from './nativeBalance'
import { balancesOffered, walletFeatures } from './walletFeatures'

const disconnectStates: Record<ReturnType<typeof useDisconnect>['status'], DisconnectState> = {
  idle: 'idle',
  pending: 'pending',
  success: 'pending',
  error: 'error',
}

/** `embedded`: the embedded wallet's part, for an account connected through it (Account.tsx). */
export function useAccountViewModel(
  embedded: AccountEmbeddedProps | undefined,
): AccountViewProps | undefined {
  const { address, addressLabels } = useAccount()
  const identity = useIdentity()
  const balance = useBalance()
  const native = useNativeBalance()
  const { tab, selectTab, close, push } = useModal()
  const features = useFeatures()
  // History is read when its tab is shown, not on every open of the Account view.
  const nfts = useNfts({ enabled: tab === 'NFTs' })
  const history = useActivity({ enabled: features.activity && tab === 'Activity' })
  const { caipNetwork, networks, activeId, isSwitching, switchingId, onSwitch } =
    useNetworkListViewModel()
  const { status, mutateAsync } = useDisconnect()
  const { copied, onCopy } = useCopyText(address)

  const onDisconnect = useCallback(() => {
    mutateAsync(undefined).then(close, () => {})
  }, [mutateAsync, close])

  const offered = walletFeatures(features, caipNetwork)
  const showBalances = balancesOffered(caipNetwork)
  const sessions = features.smartSessions && caipNetwork?.chainNamespace === 'eip155'
  const featureProps = useMemo<AccountFeaturesProps>(
    () => ({
      // spec §9: the on-ramp on eip155 and solana, with its toggle on.
      onBuy: offered.onramp ? () => push({ view: 'Onramp' }) : undefined,
      onSwap: offered.swaps ? () => push({ view: 'Swap' }) : undefined,
      onReceive: offered.receive ? () => push({ view: 'Receive' }) : undefined,
      onSend: offered.send ? () => push({ view: 'Send' }) : undefined,
      // Smart sessions: the toggle on, on eip155 (ERC-7715).
      onSessions: sessions ? () => push({ view: 'SmartSessionList' }) : undefined,
    }),
    [offered.onramp, offered.swaps, offered.receive, offered.send, sessions, push],
  )
  const activity: AccountActivityProps = {
    status: history.status,
    groups: history.groups,
    purchases: history.purchases,
    hasMore: history.hasMore,
    loadingMore: history.loadingMore,
    error: history.error,
    onLoadMore: history.loadMore,
    onRetry: history.refresh,
  }

  if (!address) return undefined
  const explorer = caipNetwork?.blockExplorers?.default.url.replace(/\/+$/, '')
  return {
    address,
    // spec §3 addressLabels: the host's name for the address, where it has no name of its own.
    profileName: identity.data?.name ?? addressLabels[address] ?? undefined,
    avatarUrl: identity.data?.avatar ?? undefined,
    // spec §9: names are eip155's; offered once the identity says the account has none.
    onChooseName:
      identity.status === 'success' &&
      !identity.data?.name &&
      caipNetwork?.chainNamespace === 'eip155'
        ? () => push({ view: 'RegisterAccountName' })
        : undefined,
    explorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    native: showBalances
      ? nativeBalance(native, caipNetwork, balance.data)
      : { status: 'notOffered' },
    balances: showBalances ? accountBalances(balance, caipNetwork) : { status: 'notOffered' },
    nfts: nftsOf(nfts),
    activity,
    features: featureProps,
    copied,
    onCopy,
    network: { caipNetwork, networks, activeId, isSwitching, switchingId, onSwitch },
    tab,
    onTabChange: selectTab,
    showActivity: features.activity,
    // Success closes the modal: until it has, the button stays busy.
    disconnect: disconnectStates[status],
    onDisconnect,
    embedded,
  }
}

function nftsOf(query: ReturnType<typeof useNfts>): AccountNfts {
  if (query.status === 'error') return { status: 'error' }
  if (query.status === 'pending' || !query.data) return { status: 'loading' }
  return { status: 'ready', items: query.data }
}
