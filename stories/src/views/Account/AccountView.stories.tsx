import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { AccountView } from '../../../../ui-kit/src/views/Account/AccountView'
import { accountBalances } from '../../../../ui-kit/src/views/Account/accountBalances'
import { nativeBalance } from '../../../../ui-kit/src/views/Account/nativeBalance'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { arbitrum, sepolia } from '../NetworkList/networkFixtures'
import { baseArgs, Stateful } from './AccountStateful'
import { avatar, empty, network } from './accountFixtures'

const meta = {
  title: 'Views/Account',
  component: AccountView,
  render: (args) => <Stateful {...args} />,
  args: baseArgs(),
} satisfies Meta<typeof AccountView>

export default meta
type Story = StoryObj<typeof meta>

/** Balance and tokens loaded, with the network's total in USD and each token's price (compact
 * from 100,000 on, issue 30); copy gives feedback, the explorer opens in a new tab. */
export const Loaded: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('0xf39F…2266')).toBeVisible()
    await expect(canvas.getByTestId('native-balance')).toHaveTextContent('9,999.998 ETH')
    await expect(canvas.getByTestId('tokens-total')).toHaveTextContent(/^Total balance \$32M$/)
    const usdc = canvas.getByText('USD Coin').closest('li')
    await expect(usdc).toHaveTextContent('1M USDC')
    // The compact amount's title keeps every digit.
    await expect(canvas.getAllByTitle('1,000,000.000 USDC')).toHaveLength(1)
    await expect(usdc).toHaveTextContent('$1M')
    await expect(usdc).toHaveTextContent('$1.00 / USDC')
    // Below 100,000 every digit, grouped.
    const tt = canvas.getByText(/Airlock Test Token/).closest('li')
    await expect(tt).toHaveTextContent('12.345 TT')
    await expect(tt).toHaveTextContent('$30.86')
    await expect(canvas.getByText('Ether').closest('li')).toHaveTextContent('$3,000.00 / ETH')
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

/** spec §2: an eip155 account without a name is offered RegisterAccountName. */
export const ChooseName: Story = {
  args: { onChooseName: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a name' }))
    await expect(args.onChooseName).toHaveBeenCalledOnce()
  },
}

/** A named account is offered no other name. */
export const ChooseNameWithProfile: Story = {
  args: { onChooseName: fn(), profileName: 'vitalik.eth' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  },
}

export const BalanceLoading: Story = {
  args: { native: { status: 'loading' }, balances: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading balance' })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Loading tokens' })).toBeVisible()
  },
}

/** spec §8 'Token Balance Unavailable' (the API); the header's RPC balance still shows. */
export const BalanceUnavailable: Story = {
  args: { balances: { status: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Token Balance Unavailable')
    await expect(canvas.getByTestId('native-balance')).toHaveTextContent('9,999.998 ETH')
  },
}

/** spec §3 "0.00 and ETH on failure": the chain could not be read. */
export const NativeBalanceFailed: Story = {
  args: { native: { status: 'failed', amount: '0.00', symbol: 'ETH' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('native-balance')).toHaveTextContent(/^0\.00 ETH$/)
  },
}

/** Issue 30: on a testnet (Sepolia, which the local API prices at $3,000 an ETH) the balances
 * show their amounts only: no USD value, no price, no total. Built by the view model's own
 * functions from the API's answer. */
export const Testnet: Story = {
  args: (() => {
    const sepoliaEth = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: sepolia.caipNetworkId,
      price: 3000,
      value: 12_000,
      quantity: { decimals: '18', numeric: '4' },
      iconUrl: '',
    }
    return {
      balances: accountBalances({ status: 'success', data: [sepoliaEth] }, sepolia),
      native: nativeBalance({ status: 'success', data: { balance: '4', symbol: 'ETH' } }, sepolia, [
        sepoliaEth,
      ]),
    }
  })(),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('native-balance')).toHaveTextContent(/^4\.000 ETH$/)
    const ether = canvas.getByText('Ether').closest('li')
    await expect(ether).toHaveTextContent('4.000 ETH')
    await expect(ether).not.toHaveTextContent('/ ETH')
    await expect(canvas.queryByTestId('tokens-total')).toBeNull()
    await expect(canvasElement.textContent).not.toContain('$')
  },
}

export const NoTokens: Story = {
  args: { balances: empty, native: { status: 'ready', amount: '0.000', symbol: 'ETH', value: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tokens yet')).toBeVisible()
    await expect(canvas.queryByTestId('tokens-total')).toBeNull()
    await expect(canvas.getByTestId('native-balance')).toHaveTextContent('0.000 ETH')
  },
}

/** Choosing a tab tells the machine and shows its panel (Radix Tabs: arrows move too). */
export const TabsSwitch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'NFTs' }))
    await expect(args.onTabChange).toHaveBeenCalledWith('NFTs')
    await expect(canvas.getByRole('img', { name: 'Airlock Pass #1' })).toBeVisible()
    await userEvent.keyboard('{ArrowRight}')
    await expect(args.onTabChange).toHaveBeenLastCalledWith('Activity')
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeVisible()
  },
}

/** spec §9 wallet features in their order: onramp, swaps, receive, send. */
export const Features: Story = {
  args: { features: { onBuy: fn(), onSwap: fn(), onReceive: fn(), onSend: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const row = canvas.getByRole('list', { name: 'Wallet actions' })
    const buttons = [...row.querySelectorAll('button')].map((button) => button.textContent)
    await expect(buttons).toEqual(['Buy', 'Swap', 'Receive', 'Send'])
    await userEvent.click(canvas.getByRole('button', { name: 'Swap' }))
    await expect(args.features.onSwap).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    await expect(args.features.onSend).toHaveBeenCalledOnce()
  },
}

/** A feature turned off (or not on this network) is not offered: here swaps and the on-ramp. */
export const FeaturesSomeOff: Story = {
  args: { features: { onReceive: fn(), onSend: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Swap' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Buy' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Receive' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible()
  },
}

/** Every feature off: no row at all. */
export const FeaturesAllOff: Story = {
  args: { features: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Wallet actions' })).toBeNull()
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
  decorators: [inGerman],
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
        <AccountView {...args} native={{ status: 'loading' }} balances={{ status: 'loading' }} />
      </GridCard>
      <GridCard label="Balance unavailable, native balance failed">
        <AccountView
          {...args}
          balances={{ status: 'unavailable' }}
          native={{ status: 'failed', amount: '0.00', symbol: 'ETH' }}
        />
      </GridCard>
      <GridCard label="No tokens, every feature">
        <AccountView
          {...args}
          balances={empty}
          features={{ onBuy: fn(), onSwap: fn(), onReceive: fn(), onSend: fn() }}
        />
      </GridCard>
      <GridCard label="Swaps and on-ramp off">
        <AccountView {...args} features={{ onReceive: fn(), onSend: fn() }} />
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
