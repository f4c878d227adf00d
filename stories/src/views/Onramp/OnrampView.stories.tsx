// The Onramp view's stories: one per state (spec §3 on-ramp state, §4 quote loading, §9 limits)
// and the grid.

import { onrampProviders } from '@airlock/core/internal'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { sampleOnrampOptions } from '../../../../core/src/services/blockchainApi/onrampSamples'
import { OnrampView, type OnrampViewProps } from '../../../../ui-kit/src/views/Onramp/OnrampView'
import { GridCard, StoryGrid } from '../../StoryGrid'

const [usd] = sampleOnrampOptions.paymentCurrencies
const [usdc] = sampleOnrampOptions.purchaseCurrencies

const meta = {
  title: 'Views/Onramp',
  component: OnrampView,
  args: {
    providers: onrampProviders,
    provider: 'coinbase',
    paymentCurrencies: sampleOnrampOptions.paymentCurrencies,
    paymentCurrency: usd,
    purchaseCurrency: usdc,
    paymentMethod: 'card',
    limits: { min: '10.00', max: '7500.00' },
    amount: '',
    status: 'editing',
    onProviderChange: fn(),
    onPaymentCurrencyChange: fn(),
    onPaymentMethodChange: fn(),
    onAmountChange: fn(),
    onBuy: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof OnrampView>

export default meta
type Story = StoryObj<typeof meta>

const quote = { purchaseAmount: '99.5', paymentTotal: '100', fees: '0.5', quoteId: 'q1' }

const states = {
  idle: {},
  quoting: { amount: '100', status: 'quoting' },
  quoted: { amount: '100', quote },
  outOfRange: {
    amount: '8000',
    error: {
      _tag: 'OnrampAmountOutOfRangeError',
      message: 'Amount must be between 10.00 and 7500.00 USD',
    },
  },
  quoteFailed: {
    amount: '100',
    error: {
      _tag: 'HttpStatusError',
      message: 'POST http://127.0.0.1:8560/v1/onramp/quote answered 500',
    },
  },
  buying: { amount: '100', quote, status: 'buying' },
} satisfies Record<string, Partial<OnrampViewProps>>

export const Idle: Story = {
  args: states.idle,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Buy USDC' })).toBeDisabled()
    await expect(canvas.getByText('Fee 1-2%')).toBeVisible()
    // Issue 30: the limits as money in the payment currency, grouped.
    await expect(canvas.getByText('$10.00 to $7,500.00')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Payment method' })).toHaveTextContent(
      'Bank transfer',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Meld' }))
    await expect(args.onProviderChange).toHaveBeenCalledWith('meld')
  },
}
export const CardOnlyCurrency: Story = {
  args: {
    paymentCurrency: {
      id: 'GBP',
      payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }],
    },
  },
  play: async ({ canvas }) => {
    // spec §9: bank transfers in USD and EUR only.
    const method = canvas.getByRole('combobox', { name: 'Payment method' })
    await expect(method).toHaveTextContent('Card')
    await expect(method).not.toHaveTextContent('Bank transfer')
    await expect(canvas.getByText('£10.00 to £7,500.00')).toBeVisible()
  },
}
export const Quoting: Story = {
  args: states.quoting,
  play: async ({ canvas }) =>
    expect(canvas.getByTestId('onramp-quote')).toHaveTextContent('Getting a quote…'),
}
export const Quoted: Story = {
  args: states.quoted,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByTestId('onramp-quote')).toHaveTextContent('You receive: 99.5 USDC')
    await userEvent.click(canvas.getByRole('button', { name: 'Buy USDC' }))
    await expect(args.onBuy).toHaveBeenCalled()
  },
}
export const OutOfRange: Story = {
  args: states.outOfRange,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Amount must be between 10.00 and 7500.00 USD',
    )
    await expect(canvas.getByRole('button', { name: 'Buy USDC' })).toBeDisabled()
  },
}
export const QuoteFailed: Story = {
  args: states.quoteFailed,
  play: async ({ canvas }) => {
    // Issue 15: a failed quote is stored and shown, and there is nothing to buy.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The on-ramp service did not answer. Try again in a moment.',
    )
    await expect(canvas.getByTestId('onramp-quote')).toBeEmptyDOMElement()
    await expect(canvas.getByRole('button', { name: 'Buy USDC' })).toBeDisabled()
  },
}
export const Buying: Story = {
  args: states.buying,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finish the purchase')
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
          <OnrampView {...args} {...(state as Partial<OnrampViewProps>)} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement }) =>
    expect(canvasElement.querySelectorAll('[data-view="Onramp"]')).toHaveLength(gridCards.length),
}
