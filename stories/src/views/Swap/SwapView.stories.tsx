// The Swap view's stories: one per state (spec §2 Swap view; the tokens loading, the form, the
// quote with its preview, approve and swap pending, each error, an unsupported network) and
// the grid of all of them.
import type { SwapTokenOption } from '@airlock/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { SwapView, type SwapViewProps } from '../../../../ui-kit/src/views/Swap/SwapView'
import { GridCard, StoryGrid } from '../../StoryGrid'

const logo = (color: string, symbol: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="38" font-size="16" fill="#fff" text-anchor="middle">${symbol}</text></svg>`,
  )}`
const token = (name: string, symbol: string, address: string, decimals: number, balance: string) =>
  ({
    name,
    symbol,
    address: `eip155:1:${address}`,
    decimals,
    logoUri: logo('#627eea', symbol),
    eip2612: false,
    balance,
  }) satisfies SwapTokenOption
const eth = token('Ether', 'ETH', `0x${'e'.repeat(40)}`, 18, '9.87654')
const usdc = token('USD Coin', 'USDC', `0x${'1'.repeat(40)}`, 6, '1250.5')
const tt = token('Test Token', 'TT', `0x${'2'.repeat(40)}`, 18, '0')
const preview = {
  toAmount: '40',
  rate: 0.4,
  priceImpact: 0.12,
  networkFee: '0.000052',
  approvalNeeded: true,
}

const meta = {
  title: 'Views/Swap',
  component: SwapView,
  args: {
    tokens: [eth, usdc, tt],
    from: usdc,
    to: tt,
    amount: '',
    status: 'editing',
    nativeSymbol: 'ETH',
    onFromChange: fn(),
    onToChange: fn(),
    onFlip: fn(),
    onAmountChange: fn(),
    onMax: fn(),
    onApprove: fn(),
    onSwap: fn(),
  },
} satisfies Meta<typeof SwapView>

export default meta
type Story = StoryObj<typeof meta>

type StateArgs = Partial<Omit<SwapViewProps, `on${string}`>>

const states = {
  Loading: { status: 'loading', tokens: [], from: undefined, to: undefined },
  Editing: {},
  Quoting: { amount: '100', status: 'quoting' },
  NeedsApproval: { amount: '100', status: 'quoted', preview },
  Approving: {
    amount: '100',
    status: 'approving',
    preview,
    transaction: { step: 'approve', status: 'pending' },
  },
  ReadyToSwap: {
    amount: '100',
    status: 'quoted',
    preview: { ...preview, approvalNeeded: false },
    transaction: { step: 'approve', hash: '0xabc', status: 'confirmed' },
  },
  Swapping: {
    amount: '100',
    status: 'swapping',
    preview: { ...preview, approvalNeeded: false },
    transaction: { step: 'swap', hash: `0x${'ab'.repeat(32)}`, status: 'pending' },
  },
  InsufficientBalance: {
    amount: '5000',
    error: { _tag: 'SwapInsufficientBalanceError', message: 'Insufficient USDC balance' },
  },
  NoLiquidity: {
    amount: '100',
    error: { _tag: 'SwapNoLiquidityError', message: 'Insufficient liquidity' },
  },
  ApprovalRejected: {
    amount: '100',
    status: 'quoted',
    preview,
    error: { _tag: 'UserRejectedError', message: 'User rejected the request.' },
  },
  SwapReverted: {
    amount: '100',
    status: 'quoted',
    preview: { ...preview, approvalNeeded: false },
    error: { _tag: 'TransactionRevertedError', message: 'Transaction reverted: slippage' },
  },
  Unsupported: { status: 'unsupported', tokens: [], from: undefined, to: undefined },
} satisfies Record<string, StateArgs>

export const Loading: Story = {
  args: states.Loading,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading tokens…')
  },
}
export const Editing: Story = {
  args: states.Editing,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalled()
  },
}
export const TokenList: Story = {
  args: { ...states.Editing, listOpen: 'to' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ether/ }))
    await expect(args.onToChange).toHaveBeenCalledWith(eth)
  },
}
export const Quoting: Story = {
  args: states.Quoting,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Getting a quote/ })).toBeDisabled()
  },
}
export const NeedsApproval: Story = {
  args: states.NeedsApproval,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('swap-preview')).toHaveTextContent('1 USDC = 0.4 TT')
    // Issue 30: the percentage as Intl writes it in the locale.
    await expect(canvas.getByTestId('swap-preview')).toHaveTextContent('0.12%')
    await expect(canvas.getByTestId('swap-preview')).toHaveTextContent('0.000052 ETH')
    await userEvent.click(canvas.getByRole('button', { name: 'Approve USDC' }))
    await expect(args.onApprove).toHaveBeenCalled()
  },
}
export const Approving: Story = {
  args: states.Approving,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Approving/ })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirm in your wallet')
  },
}
export const ReadyToSwap: Story = {
  args: states.ReadyToSwap,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Swap' }))
    await expect(args.onSwap).toHaveBeenCalled()
  },
}
export const Swapping: Story = {
  args: states.Swapping,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for confirmation')
  },
}
export const InsufficientBalance: Story = {
  args: states.InsufficientBalance,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient USDC balance')
  },
}
export const NoLiquidity: Story = {
  args: states.NoLiquidity,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient liquidity')
  },
}
export const ApprovalRejected: Story = {
  args: states.ApprovalRejected,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You rejected the approval')
  },
}
export const SwapReverted: Story = {
  args: states.SwapReverted,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The swap reverted')
  },
}
export const Unsupported: Story = {
  args: states.Unsupported,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Network not supported for Swaps')
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <SwapView {...args} {...(state as StateArgs)} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-view="Swap"]')).toHaveLength(
      Object.keys(states).length,
    )
  },
}
