// The Pay view's stories (spec §1 pay): one per state of a host's payment and the grid.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { PayView, type PayViewProps } from '../../../../ui-kit/src/views/Pay/PayView'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { receiverAddress, transactionHash, usdc } from '../Send/sendFixtures'

const meta = {
  title: 'Views/Pay',
  component: PayView,
  args: {
    token: usdc,
    amount: '25',
    receiver: receiverAddress,
    receiverStatus: 'valid',
    amountExceedsBalance: false,
    networkName: 'Ethereum',
    onPaymentNetwork: true,
    status: 'editing',
    onConfirm: fn(),
    onStopWaiting: fn(),
    onSwitchNetwork: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PayView>

export default meta
type Story = StoryObj<typeof meta>

const states = {
  ready: {},
  named: { receiverProfileName: 'shop.airlock.eth' },
  wrongNetwork: { onPaymentNetwork: false },
  insufficient: { amount: '5000', amountExceedsBalance: true },
  large: {
    amount: '803046.6',
    token: { ...usdc, value: 1_000_000, quantity: { decimals: '6', numeric: '1000000.25' } },
  },
  unknownBalance: { token: { ...usdc, quantity: { decimals: '6', numeric: '' } } },
  sending: { status: 'sending' },
  confirming: { status: 'confirming', transaction: { hash: transactionHash, status: 'pending' } },
  refused: {
    error: { _tag: 'UserRejectedError', message: 'User rejected the request.' },
  },
} satisfies Record<string, Partial<PayViewProps>>

export const Ready: Story = {
  args: states.ready,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByTestId('pay-amount')).toHaveTextContent('25 USDC')
    // The balance as every view shows one: grouped, floored to 3 decimals (spec §5).
    await expect(canvas.getByText('1,250.500 USDC')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 25 USDC' }))
    await expect(args.onConfirm).toHaveBeenCalled()
  },
}
export const Named: Story = {
  args: states.named,
  play: async ({ canvas }) =>
    expect(canvas.getByText('shop.airlock.eth')).toHaveAttribute('title', receiverAddress),
}
export const WrongNetwork: Story = {
  args: states.wrongNetwork,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Pay 25 USDC' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to Ethereum' }))
    await expect(args.onSwitchNetwork).toHaveBeenCalled()
  },
}
export const Insufficient: Story = {
  args: states.insufficient,
  play: async ({ canvas }) =>
    expect(canvas.getByRole('button', { name: 'Insufficient USDC' })).toBeDisabled(),
}
/** Issue 30: a large payment's headline is compact; the button that pays it, and the
 * headline's title, keep every digit. */
export const LargeAmount: Story = {
  args: states.large,
  play: async ({ canvas, args, userEvent }) => {
    const headline = canvas.getByTestId('pay-amount')
    await expect(headline).toHaveTextContent(/^803K USDC$/)
    await expect(headline).toHaveAttribute('title', '803,046.6 USDC')
    await expect(canvas.getByText('1M USDC')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 803,046.6 USDC' }))
    await expect(args.onConfirm).toHaveBeenCalled()
  },
}
/** The second locale: German separators, and Intl's German compact form (none for thousands). */
export const LargeAmountGerman: Story = {
  args: states.large,
  decorators: [inGerman],
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('pay-amount')).toHaveTextContent(/^803\.047 USDC$/)
    await expect(canvas.getByText('1 Mio. USDC')).toBeInTheDocument()
    await expect(
      canvas.getByRole('button', { name: '803.046,6 USDC bezahlen' }),
    ).toBeInTheDocument()
  },
}
export const UnknownBalance: Story = {
  args: states.unknownBalance,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Pay 25 USDC' })).toBeEnabled()
  },
}
export const Sending: Story = {
  args: states.sending,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Confirm in your wallet' })).toBeDisabled()
    // One Cancel while the wallet asks: it stops waiting (issue 25).
    await expect(canvas.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onStopWaiting).toHaveBeenCalled()
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}
export const Confirming: Story = {
  args: states.confirming,
  play: async ({ canvas }) =>
    expect(canvas.getByRole('status')).toHaveTextContent('Waiting for confirmation'),
}
export const Refused: Story = {
  args: states.refused,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('User rejected the request.')
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

const gridCards = Object.entries(states)

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {gridCards.map(([label, state]) => (
        <GridCard key={label} label={label}>
          <PayView {...args} {...(state as Partial<PayViewProps>)} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement }) =>
    expect(canvasElement.querySelectorAll('[data-view="Pay"]')).toHaveLength(gridCards.length),
}
