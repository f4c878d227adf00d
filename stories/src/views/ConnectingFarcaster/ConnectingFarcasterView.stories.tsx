import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import {
  ConnectingFarcasterView,
  type ConnectingFarcasterViewProps,
} from '../../../../ui-kit/src/views/ConnectingFarcaster/ConnectingFarcasterView'
import { GridCard, StoryGrid } from '../../StoryGrid'

const farcasterUrl =
  'https://warpcast.com/~/siwf?channelToken=4f2c9a61-7d1e-4b8a-9c3f-2e6d5a1b0c9e&nonce=airlock'

const meta = {
  title: 'Views/ConnectingFarcaster',
  component: ConnectingFarcasterView,
  args: {},
} satisfies Meta<typeof ConnectingFarcasterView>

export default meta
type Story = StoryObj<typeof meta>

const states: Record<string, ConnectingFarcasterViewProps> = {
  Loading: {},
  Ready: { url: farcasterUrl },
}

/** The embedded wallet has not supplied the Farcaster link yet. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Preparing your Farcaster sign-in')).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

/** The link as a QR code, and Warpcast on this device. */
export const Ready: Story = {
  args: { url: farcasterUrl },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code to sign in with Farcaster' }),
    ).toBeVisible()
    const link = canvas.getByRole('link', { name: /Open Warpcast/ })
    await expect(link.getAttribute('href')).toBe(farcasterUrl)
    await expect(link.getAttribute('target')).toBe('_blank')
  },
}

export const ReadyLight: Story = { args: { url: farcasterUrl }, parameters: { theme: 'light' } }

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <ConnectingFarcasterView {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
}
