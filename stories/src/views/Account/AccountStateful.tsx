// What every Account story shares: the view as the modal holds it (the tab and the copied flag
// live outside: machine, model) and the props of a loaded account on Ethereum.
import type { AccountTab } from '@airlock/core'
import { useState } from 'react'
import { fn } from 'storybook/test'
import {
  AccountView,
  type AccountViewProps,
} from '../../../../ui-kit/src/views/Account/AccountView'
import {
  activityGroups,
  address,
  loaded,
  native,
  network,
  nfts,
  purchases,
} from './accountFixtures'

export function Stateful(args: AccountViewProps) {
  const [tab, setTab] = useState<AccountTab>(args.tab)
  const [copied, setCopied] = useState(args.copied)
  return (
    <AccountView
      {...args}
      tab={tab}
      copied={copied}
      onTabChange={(next) => {
        args.onTabChange(next)
        setTab(next)
      }}
      onCopy={() => {
        args.onCopy()
        setCopied(true)
      }}
    />
  )
}

export const baseArgs = (): AccountViewProps => ({
  address,
  explorerUrl: `https://etherscan.io/address/${address}`,
  native,
  balances: loaded,
  nfts,
  activity: {
    status: 'ready',
    groups: activityGroups,
    purchases,
    hasMore: false,
    loadingMore: false,
    onLoadMore: fn(),
    onRetry: fn(),
  },
  features: { onSwap: fn(), onReceive: fn(), onSend: fn() },
  copied: false,
  onCopy: fn(),
  network: { ...network, onSwitch: fn() },
  tab: 'Tokens',
  onTabChange: fn(),
  showActivity: true,
  disconnect: 'idle',
  onDisconnect: fn(),
})
