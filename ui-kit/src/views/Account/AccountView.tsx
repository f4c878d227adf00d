// spec §2 Account, §3 account state: the pure view. Profile and native balance, the network
// with its switcher, the wallet features (spec §9), the Tokens / NFTs / Activity tabs (Radix
// Tabs, controlled by the modal machine's tab) and Disconnect. Everything comes in as props (useAccountViewModel builds them).
import type { AccountTab } from '@airlock/core'
import { Tabs } from 'radix-ui'
import { memo } from 'react'
import { useMessages } from '../../i18n/messages'
import { DisconnectButton, type DisconnectState } from '../shared/disconnect/DisconnectButton'
import { AccountActivity, type AccountActivityProps } from './AccountActivity'
import { AccountEmbedded, type AccountEmbeddedProps } from './AccountEmbedded'
import { AccountFeatures, type AccountFeaturesProps } from './AccountFeatures'
import { AccountNetwork, type AccountNetworkProps } from './AccountNetwork'
import { AccountNfts, type AccountNfts as AccountNftsState } from './AccountNfts'
import { AccountProfile, type AccountProfileProps } from './AccountProfile'
import { AccountTokens } from './AccountTokens'
import { footer, panel, tab, tabList, view } from './AccountView.css'
import type { AccountBalances } from './accountBalances'

export type { DisconnectState }

export interface AccountViewProps extends AccountProfileProps {
  readonly network: AccountNetworkProps
  /** spec §9 wallet features: each shows when its callback is given. */
  readonly features: AccountFeaturesProps
  /** The Tokens tab: the active network's balances (API). */
  readonly balances: AccountBalances
  readonly nfts: AccountNftsState
  readonly activity: AccountActivityProps
  /** spec §2 Account tabs; the machine keeps the chosen one. */
  readonly tab: AccountTab
  readonly onTabChange: (tab: AccountTab) => void
  /** spec §1 activity feature: without it the Activity tab is not offered. */
  readonly showActivity: boolean
  readonly disconnect: DisconnectState
  readonly onDisconnect: () => void
  /** Connected through the embedded wallet: its e-mail and account type. */
  readonly embedded?: AccountEmbeddedProps
}

// A balance or profile change renders the view again; the network and the features, whose props
// stay the same, are left alone (issue 27).
const MemoNetwork = memo(AccountNetwork)
const MemoFeatures = memo(AccountFeatures)

const isTab = (value: string): value is AccountTab =>
  value === 'Tokens' || value === 'NFTs' || value === 'Activity'

export function AccountView({
  network,
  features,
  balances,
  nfts,
  activity,
  tab: chosenTab,
  onTabChange,
  showActivity,
  disconnect,
  onDisconnect,
  embedded,
  ...profile
}: AccountViewProps) {
  const { account } = useMessages()
  const current = chosenTab === 'Activity' && !showActivity ? 'Tokens' : chosenTab
  return (
    <div className={view} data-view="Account">
      <AccountProfile {...profile} />
      <MemoNetwork {...network} />
      <MemoFeatures {...features} />
      <Tabs.Root value={current} onValueChange={(value) => isTab(value) && onTabChange(value)}>
        <Tabs.List className={tabList} aria-label={account.tabsLabel}>
          <Tabs.Trigger className={tab} value="Tokens">
            {account.tokens}
          </Tabs.Trigger>
          <Tabs.Trigger className={tab} value="NFTs">
            {account.nfts}
          </Tabs.Trigger>
          {showActivity ? (
            <Tabs.Trigger className={tab} value="Activity">
              {account.activity}
            </Tabs.Trigger>
          ) : null}
        </Tabs.List>
        <Tabs.Content className={panel} value="Tokens">
          <AccountTokens balances={balances} />
        </Tabs.Content>
        <Tabs.Content className={panel} value="NFTs">
          <AccountNfts nfts={nfts} onReceive={features.onReceive} />
        </Tabs.Content>
        {showActivity ? (
          <Tabs.Content className={panel} value="Activity">
            <AccountActivity {...activity} onBuy={features.onBuy} onReceive={features.onReceive} />
          </Tabs.Content>
        ) : null}
      </Tabs.Root>
      {embedded ? <AccountEmbedded {...embedded} /> : null}
      <div className={footer}>
        <DisconnectButton tone="secondary" state={disconnect} onDisconnect={onDisconnect} />
      </div>
    </div>
  )
}
