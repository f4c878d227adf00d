// The Send view's stories: one per form and transfer state (spec §3–§5) and the grid. Over 300
// lines because each of the fourteen states has its own play function; they share one table.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { SendView, type SendViewProps } from '../../../../ui-kit/src/views/Send/SendView'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'
import {
  networkBalanceInUSD,
  profileImage,
  receiverAddress,
  receiverName,
  tokens,
  transactionHash,
  usdc,
} from './sendFixtures'

/** The form as the hook holds it: the token, amount and receiver live outside the view. */
function Stateful(args: SendViewProps) {
  const [token, setToken] = useState(args.token)
  const [amount, setAmount] = useState(args.amount)
  return (
    <SendView
      {...args}
      token={token}
      amount={amount}
      onTokenChange={(next) => {
        args.onTokenChange(next)
        setToken(next)
      }}
      onAmountChange={(next) => {
        args.onAmountChange(next)
        setAmount(next)
      }}
    />
  )
}

const meta = {
  title: 'Views/Send',
  component: SendView,
  render: (args) => <Stateful {...args} />,
  args: {
    tokens,
    amount: '',
    receiver: '',
    receiverStatus: 'empty',
    networkBalanceInUSD,
    networkName: 'Ethereum',
    amountExceedsBalance: false,
    status: 'editing',
    onTokenChange: fn(),
    onAmountChange: fn(),
    onMax: fn(),
    onReceiverChange: fn(),
    onSend: fn(),
    onSendAnyway: fn(),
    onStopWaiting: fn(),
  },
} satisfies Meta<typeof SendView>

export default meta
type Story = StoryObj<typeof meta>

const ready = {
  token: usdc,
  amount: '100',
  receiver: receiverAddress,
  receiverAddress,
  receiverStatus: 'valid',
} satisfies Partial<SendViewProps>

const states = {
  empty: {},
  tokenChosen: { token: usdc },
  resolving: {
    ...ready,
    receiver: receiverName,
    receiverAddress: undefined,
    receiverStatus: 'resolving',
  },
  resolved: {
    ...ready,
    receiver: receiverName,
    receiverProfileName: receiverName,
    receiverProfileImageUrl: profileImage,
    fee: { amount: '0.000042', symbol: 'ETH' },
  },
  invalid: { ...ready, receiver: '0x1234', receiverAddress: undefined, receiverStatus: 'invalid' },
  notFound: {
    ...ready,
    receiver: 'nobody.reown.id',
    receiverAddress: undefined,
    receiverStatus: 'notFound',
  },
  insufficient: { ...ready, amount: '5000', amountExceedsBalance: true },
  sending: { ...ready, status: 'sending' },
  confirming: {
    ...ready,
    status: 'confirming',
    transaction: { hash: transactionHash, status: 'pending' },
  },
  confirmingSlowly: {
    ...ready,
    status: 'confirming',
    transaction: { hash: transactionHash, status: 'pending', slow: true },
  },
  rejected: {
    ...ready,
    error: { _tag: 'UserRejectedError', message: 'User rejected the request.' },
  },
  unusualRecipient: {
    ...ready,
    error: {
      _tag: 'UnusualRecipientError',
      message:
        'So11111111111111111111111111111111111111112 is a token account, not a wallet: tokens sent to it may be lost. Send anyway only if you are sure.',
    },
  },
  reverted: {
    ...ready,
    transaction: { hash: transactionHash, status: 'reverted' },
    error: {
      _tag: 'TransactionRevertedError',
      message: 'Transaction reverted: ERC20: transfer amount exceeds balance',
    },
  },
  testnet: { ...ready, testnet: true, networkName: 'Sepolia', tokenListOpen: true },
  replaced: {
    ...ready,
    status: 'confirming',
    transaction: { hash: transactionHash, status: 'replaced', replacedReason: 'repriced' },
  },
} satisfies Record<string, Partial<SendViewProps>>

/** Nothing chosen yet: the button asks for a token; the token list opens and picks one. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Select a token' })).toBeDisabled()
    await expect(canvas.getByTestId('network-balance')).toHaveTextContent(
      'All tokens on Ethereum: $4,985.06',
    )
    const picker = canvas.getByRole('button', { name: /^Token/ })
    await expect(picker).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(picker)
    await expect(picker).toHaveAttribute('aria-expanded', 'true')
    const list = canvas.getByRole('list', { name: 'Your tokens' })
    // spec §5: floored to 3 decimals (1.2345678 → 1.234), with its USD value.
    await expect(list).toHaveTextContent('1.234 ETH')
    await expect(list).toHaveTextContent('$3,703.70')
    await userEvent.click(canvas.getByRole('button', { name: /USD Coin/ }))
    await expect(args.onTokenChange).toHaveBeenCalledWith(usdc)
    await expect(canvas.queryByRole('list', { name: 'Your tokens' })).toBeNull()
    await expect(picker).toHaveAccessibleName('Token USDC')
    await expect(canvas.getByRole('button', { name: 'Enter an amount' })).toBeDisabled()
  },
}

/** Issue 30: the token list opens over the form, so the submit button stays where it was; Escape
 * closes the list alone (focus back on its trigger), and so does a press outside it. */
export const TokenListOverForm: Story = {
  args: states.tokenChosen,
  play: async ({ canvas, userEvent }) => {
    const submit = canvas.getByRole('button', { name: 'Enter an amount' })
    const before = submit.getBoundingClientRect().top
    const picker = canvas.getByRole('button', { name: /^Token/ })
    await userEvent.click(picker)
    const list = canvas.getByRole('list', { name: 'Your tokens' })
    await expect(submit.getBoundingClientRect().top).toBe(before)
    // Over the form: the list's box covers the amount field's.
    const amount = canvas.getByRole('textbox', { name: 'Amount' }).getBoundingClientRect()
    await expect(list.getBoundingClientRect().bottom).toBeGreaterThan(amount.top)
    await userEvent.keyboard('{Escape}')
    await expect(canvas.queryByRole('list', { name: 'Your tokens' })).toBeNull()
    await expect(picker).toHaveFocus()
    await userEvent.click(picker)
    // In the page (it fades in: not yet visible in its first frames).
    await expect(canvas.getByRole('list', { name: 'Your tokens' })).toBeInTheDocument()
    await userEvent.click(canvas.getByText('Balance: 1,250.500 USDC'))
    await expect(canvas.queryByRole('list', { name: 'Your tokens' })).toBeNull()
  },
}

/** A token chosen: its balance shows; the amount takes digits and one point; Max asks for all. */
export const TokenChosen: Story = {
  args: states.tokenChosen,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Balance: 1,250.500 USDC')).toBeVisible()
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await expect(amount).toHaveAttribute('inputmode', 'decimal')
    await userEvent.type(amount, '1a2.5.0-')
    // spec §5 unit parsing: the letter, the second point and the minus are not taken.
    await expect(amount).toHaveValue('12.50')
    await expect(canvas.getByTestId('amount-usd')).toHaveTextContent('≈ $12.50')
    await expect(canvas.getByRole('button', { name: 'Enter a receiver' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }))
    await expect(args.onMax).toHaveBeenCalledOnce()
  },
}

export const NameResolving: Story = {
  args: states.resolving,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resolving…', { selector: 'span' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Resolving…' })).toBeDisabled()
  },
}

/** A name resolved: the profile image and name, and the address it stands for. */
export const NameResolved: Story = {
  args: states.resolved,
  play: async ({ canvas, userEvent, args }) => {
    const receiver = canvas.getByRole('textbox', { name: 'Receiver' })
    await expect(receiver).toHaveAttribute('placeholder', 'Address or name')
    await expect(receiver).toHaveAccessibleDescription(
      expect.stringContaining(`${receiverName} 0x7099…79C8`),
    )
    // Issue 25: what the filled-in send costs in network fees.
    await expect(canvas.getByTestId('network-fee')).toHaveTextContent('Network fee ≈ 0.000042 ETH')
    const send = canvas.getByRole('button', { name: 'Send' })
    await expect(send).toBeEnabled()
    await userEvent.click(send)
    await expect(args.onSend).toHaveBeenCalledOnce()
  },
}

export const InvalidReceiver: Story = {
  args: states.invalid,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid address')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Receiver' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Enter a valid receiver' })).toBeDisabled()
  },
}

export const NameNotFound: Story = {
  args: states.notFound,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Name not found')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Enter a valid receiver' })).toBeDisabled()
  },
}

export const InsufficientBalance: Story = {
  args: states.insufficient,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Insufficient USDC' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** spec §4 "loading while sending": the wallet asks; the form holds still. */
export const Sending: Story = {
  args: states.sending,
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Confirm in your wallet' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: 'Receiver' })).toBeDisabled()
    // Issue 18: a wallet that never answers can be given up on.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onStopWaiting).toHaveBeenCalled()
  },
}

/** spec §4 transaction confirmation, pending: the hash is known. */
export const Confirming: Story = {
  args: states.confirming,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Waiting for confirmation' })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Waiting for confirmation Transaction 0xab12…ab12',
    )
  },
}

/** spec §9 confirmation wait: still unconfirmed 25 s after it was sent. */
export const ConfirmingSlowly: Story = {
  args: states.confirmingSlowly,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Waiting for confirmation' })).toBeDisabled()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Taking longer than usual: still waiting for confirmation Transaction 0xab12…ab12',
    )
  },
}

export const Replaced: Story = {
  args: states.replaced,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Transaction replaced (repriced)')
  },
}

/** The wallet declined: the hook's error shows; the form keeps what was typed. */
export const ErrorRejected: Story = {
  name: 'Error (rejected)',
  args: states.rejected,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('User rejected the request.')
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('100')
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled()
    // Issue 28 (4): only an unusual recipient offers to send anyway.
    await expect(canvas.queryByRole('button', { name: 'Send anyway' })).toBeNull()
  },
}

/** Issue 28 (4): a recipient the adapter called unusual: said why, and sent only when asked again. */
export const ErrorUnusualRecipient: Story = {
  name: 'Error (unusual recipient)',
  args: states.unusualRecipient,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('is a token account, not a wallet')
    await userEvent.click(canvas.getByRole('button', { name: 'Send anyway' }))
    await expect(args.onSendAnyway).toHaveBeenCalledOnce()
    await expect(args.onSend).not.toHaveBeenCalled()
  },
}

/** spec §8: reverted with its reason; the status line does not repeat it. */
export const ErrorReverted: Story = {
  name: 'Error (reverted)',
  args: states.reverted,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Transaction reverted: ERC20: transfer amount exceeds balance',
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** Issue 30: on a testnet the tokens show their amounts only: no USD value in the list, of the
 * amount, or of the network. */
export const Testnet: Story = {
  args: states.testnet,
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Your tokens' })
    await expect(list).toHaveTextContent('1.234 ETH')
    await expect(list).toHaveTextContent('1,250.500 USDC')
    await expect(canvas.queryByTestId('network-balance')).toBeNull()
    await expect(canvas.queryByTestId('amount-usd')).toBeNull()
    await expect(canvasElement.textContent).not.toContain('$')
  },
}

export const German: Story = {
  args: states.insufficient,
  decorators: [inGerman],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Nicht genug USDC' })).toBeDisabled()
    await expect(canvas.getByText('Guthaben: 1.250,500 USDC')).toBeVisible()
  },
}

const gridCards: readonly [string, Partial<SendViewProps>][] = [
  ['Empty, token list open', { tokenListOpen: true }],
  ['Token chosen', states.tokenChosen],
  ['Name resolving', states.resolving],
  ['Name resolved with profile', states.resolved],
  ['Invalid receiver', states.invalid],
  ['Name not found', states.notFound],
  ['Insufficient balance', states.insufficient],
  ['Sending', states.sending],
  ['Confirming', states.confirming],
  ['Replaced (repriced)', states.replaced],
  ['Testnet (no USD values)', states.testnet],
  ['Error (rejected)', states.rejected],
  ['Error (reverted)', states.reverted],
]

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {gridCards.map(([label, state]) => (
        <GridCard key={label} label={label}>
          <SendView {...args} {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-view="Send"]')).toHaveLength(
      gridCards.length,
    )
    await expect(canvas.getAllByRole('alert')).toHaveLength(2)
  },
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
