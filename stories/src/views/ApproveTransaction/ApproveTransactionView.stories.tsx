import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  ApproveTransactionView,
  type ApproveTransactionViewProps,
} from '../../../../ui-kit/src/views/ApproveTransaction/ApproveTransactionView'
import { GridCard, StoryGrid } from '../../StoryGrid'

const meta = {
  title: 'Views/ApproveTransaction',
  component: ApproveTransactionView,
  args: { status: 'waiting', onBack: fn(), onApprove: fn(), onReject: fn() },
} satisfies Meta<typeof ApproveTransactionView>

export default meta
type Story = StoryObj<typeof meta>

const states: Record<string, Partial<ApproveTransactionViewProps>> = {
  Waiting: { status: 'waiting' },
  Error: { status: 'error', errorMessage: 'User rejected the request.' },
  Review: { status: 'review', method: 'personal_sign' },
}

/** A request waits in the wallet. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Approve the transaction in your wallet')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Waiting for your wallet' })).toBeVisible()
  },
}

/** The request failed; Back leaves the view. */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'User rejected the request.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The transaction was not approved')
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

/** spec §6: a host's call to the embedded wallet, shown to approve or reject. */
export const Review: Story = {
  args: { status: 'review', method: 'eth_sendTransaction' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Approve this request?')).toBeVisible()
    await expect(canvas.getByText(/eth_sendTransaction/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }))
    await expect(args.onReject).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }))
    await expect(args.onApprove).toHaveBeenCalledOnce()
  },
}

export const WaitingLight: Story = { parameters: { theme: 'light' } }

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <ApproveTransactionView {...args} {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
}
