import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  ConnectingExternalView,
  type ConnectingExternalViewProps,
} from '../../../../ui-kit/src/views/ConnectingExternal/ConnectingExternalView'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { rainbowWallet } from '../ConnectingWalletConnect/pairingFixtures'

const meta = {
  title: 'Views/ConnectingExternal',
  component: ConnectingExternalView,
  args: { status: 'waiting', wallet: rainbowWallet, onRetry: fn() },
} satisfies Meta<typeof ConnectingExternalView>

export default meta
type Story = StoryObj<typeof meta>

const states: Record<string, Partial<ConnectingExternalViewProps>> = {
  Waiting: { status: 'waiting' },
  'Waiting, no image': { status: 'waiting', wallet: { name: 'Airlock Test Wallet' } },
  Rejected: { status: 'rejected' },
  Error: { status: 'error', errorMessage: 'The wallet is locked' },
}

/** The wallet's prompt is open: continue there. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Continue in Rainbow')).toBeVisible()
    await expect(canvas.getByRole('progressbar')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** The person declined in the wallet (UserRejectedError). */
export const Rejected: Story = {
  args: { status: 'rejected' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connection declined')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Any other failure, in its own words. */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'The wallet is locked' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connection failed')
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet is locked')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const WaitingLight: Story = { parameters: { theme: 'light' } }

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <ConnectingExternalView {...args} {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
}
