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
  args: { status: 'waiting', onBack: fn() },
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

/** A stand-in for the wallet's frame: a page of its own in the slot while the view is shown. */
const showFrame = fn((slot: HTMLElement) => {
  const page = document.createElement('p')
  page.textContent = 'The wallet’s own approval page'
  slot.append(page)
  return () => page.remove()
})

/** spec §6, issue 28 (1): a call to the embedded wallet, approved on the wallet's own page. */
export const Review: Story = {
  args: { status: 'review', method: 'eth_sendTransaction', showFrame },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Approve this request?')).toBeVisible()
    await expect(canvas.getByText(/eth_sendTransaction/)).toBeVisible()
    // The wallet's page fills the view's slot; no approve of the widget's own remains.
    await expect(args.showFrame).toHaveBeenCalledOnce()
    await expect(canvas.getByText('The wallet’s own approval page')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull()
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
