import type { AccountTab } from '@airlock/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import { de } from '../../../../ui-kit/src/i18n/de'
import { MessagesProvider } from '../../../../ui-kit/src/i18n/messages'
import {
  AccountView,
  type AccountViewProps,
} from '../../../../ui-kit/src/views/Account/AccountView'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { arbitrum, sepolia } from '../NetworkList/networkFixtures'
import { address, avatar, empty, loaded, network } from './accountFixtures'

/** The view as the modal holds it: the tab and the copied flag live outside (machine, model). */
function Stateful(args: AccountViewProps) {
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

const meta = {
  title: 'Views/Account',
  component: AccountView,
  render: (args) => <Stateful {...args} />,
  args: {
    address,
    explorerUrl: `https://etherscan.io/address/${address}`,
    balances: loaded,
    copied: false,
    onCopy: fn(),
    network: { ...network, onSwitch: fn() },
    tab: 'Tokens',
    onTabChange: fn(),
    showActivity: true,
    disconnect: 'idle',
    onDisconnect: fn(),
  },
} satisfies Meta<typeof AccountView>

export default meta
type Story = StoryObj<typeof meta>

/** Balance and tokens loaded; copy gives feedback, the explorer opens in a new tab. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('0xf39F…2266')).toBeVisible()
    await expect(canvas.getByTestId('native-balance')).toHaveTextContent('9,999.998 ETH')
    const usdc = canvas.getByText('USD Coin').closest('li')
    await expect(usdc).toHaveTextContent('1,000,000.000 USDC')
    await expect(usdc).toHaveTextContent('$1,000,000.00')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }))
    await expect(args.onCopy).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('button', { name: 'Address copied' })).toBeVisible()
    const explorer = canvas.getByRole('link', { name: /Block explorer/ })
    await expect(explorer).toHaveAttribute('href', args.explorerUrl)
    await expect(explorer).toHaveAttribute('target', '_blank')
    await expect(explorer).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const LoadedLight: Story = { parameters: { theme: 'light' } }

/** spec §3 profileName and profileImage: the name leads, the short address follows. */
export const WithProfile: Story = {
  args: { profileName: 'vitalik.eth', avatarUrl: avatar },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('vitalik.eth')).toBeVisible()
    await expect(canvas.getByText('0xf39F…2266')).toBeVisible()
  },
}

export const BalanceLoading: Story = {
  args: { balances: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading balance' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Loading tokens' })).toBeVisible()
  },
}

/** spec §8 'Token Balance Unavailable'. */
export const BalanceUnavailable: Story = {
  args: { balances: { status: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Token Balance Unavailable')).toHaveLength(2)
  },
}

export const NoTokens: Story = {
  args: { balances: empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tokens yet')).toBeVisible()
    await expect(canvas.getByTestId('native-balance')).toHaveTextContent('0.000 ETH')
  },
}

/** Choosing a tab tells the machine and shows its panel (Radix Tabs: arrows move too). */
export const NFTsTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'NFTs' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('NFTs')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No NFTs yet')
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onTabChange).toHaveBeenLastCalledWith('Activity')
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No activity yet')
  },
}

export const ActivityTab: Story = {
  args: { tab: 'Activity' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No activity yet')
  },
}

/** spec §1 activity feature off: no Activity tab (a stored Activity tab falls back to Tokens). */
export const ActivityOff: Story = {
  args: { showActivity: false, tab: 'Activity' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab', { name: 'Activity' })).toBeNull()
    await expect(canvas.getByRole('tab', { name: 'Tokens' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

/** A long name and token name are cut with an ellipsis, never widening the modal. */
export const LongNames: Story = {
  args: {
    profileName: 'a-very-long-profile-name-that-keeps-going.airlock-wallet.eth',
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  },
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByText(/a-very-long-profile-name/)
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
    await expect(canvas.getByText('bc1qar…5mdq')).toBeVisible()
    const view = canvasElement.querySelector('[data-view]') as HTMLElement
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth)
  },
}

/** The network switcher opens inline; choosing a network asks to switch. */
export const SwitchNetwork: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: /Network.*Ethereum/ })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('button', { name: /^Ethereum/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: /Sepolia/ }))
    await expect(args.network.onSwitch).toHaveBeenCalledWith(sepolia)
  },
}

export const Switching: Story = {
  args: {
    network: {
      ...network,
      isSwitching: true,
      switchingId: arbitrum.caipNetworkId,
      defaultOpen: true,
      onSwitch: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Arbitrum/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Disconnect: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }))
    await expect(args.onDisconnect).toHaveBeenCalledOnce()
  },
}

export const Disconnecting: Story = {
  args: { disconnect: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Disconnecting…' })).toBeDisabled()
  },
}

/** spec §8 'Failed to disconnect'. */
export const DisconnectFailed: Story = {
  args: { disconnect: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to disconnect')
  },
}

/** The second locale: German labels fit, amounts use a decimal comma. */
export const German: Story = {
  decorators: [
    (Story) => (
      <MessagesProvider messages={de}>
        <Story />
      </MessagesProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adresse kopieren' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByTestId('native-balance')).toHaveTextContent('9.999,998 ETH'),
    )
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Loaded">
        <AccountView {...args} />
      </GridCard>
      <GridCard label="Profile name and avatar, copied">
        <AccountView {...args} profileName="vitalik.eth" avatarUrl={avatar} copied />
      </GridCard>
      <GridCard label="Balance loading">
        <AccountView {...args} balances={{ status: 'loading' }} />
      </GridCard>
      <GridCard label="Balance unavailable">
        <AccountView {...args} balances={{ status: 'unavailable' }} />
      </GridCard>
      <GridCard label="No tokens">
        <AccountView {...args} balances={empty} />
      </GridCard>
      <GridCard label="NFTs tab">
        <AccountView {...args} tab="NFTs" />
      </GridCard>
      <GridCard label="Activity tab">
        <AccountView {...args} tab="Activity" />
      </GridCard>
      <GridCard label="Long names, activity off">
        <AccountView
          {...args}
          profileName="a-very-long-profile-name-that-keeps-going.airlock-wallet.eth"
          showActivity={false}
        />
      </GridCard>
      <GridCard label="Switching network, disconnect failed">
        <AccountView
          {...args}
          network={{
            ...args.network,
            isSwitching: true,
            switchingId: arbitrum.caipNetworkId,
            defaultOpen: true,
          }}
          disconnect="error"
        />
      </GridCard>
    </StoryGrid>
  ),
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
