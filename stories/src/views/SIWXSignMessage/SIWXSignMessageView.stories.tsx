import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  SIWXSignMessageView,
  type SIWXSignMessageViewProps,
} from '../../../../ui-kit/src/views/SIWXSignMessage/SIWXSignMessageView'
import { GridCard, StoryGrid } from '../../StoryGrid'

const meta = {
  title: 'Views/SIWXSignMessage',
  component: SIWXSignMessageView,
  args: { status: 'idle', appName: 'app.example.com', onSign: fn(), onCancel: fn() },
} satisfies Meta<typeof SIWXSignMessageView>

export default meta
type Story = StoryObj<typeof meta>

const states: Record<string, Partial<SIWXSignMessageViewProps>> = {
  Idle: { status: 'idle' },
  Signing: { status: 'signing' },
  Declined: { status: 'failed', failure: 'declined' },
  'Smart account': { status: 'failed', failure: 'smartAccountsUnsupported' },
}

/** spec §4: the app asks; Sign asks the wallet, Cancel gives up. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/app\.example\.com wants you to sign in/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }))
    await expect(args.onSign).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** The wallet is asked: Sign waits, Cancel still gives up. */
export const Signing: Story = {
  args: { status: 'signing' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Waiting for your signature' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

/** spec §8 'Signature declined', and Try again. */
export const Declined: Story = {
  args: { status: 'failed', failure: 'declined' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Signature declined')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onSign).toHaveBeenCalledOnce()
  },
}

export const IdleLight: Story = { parameters: { theme: 'light' } }

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <SIWXSignMessageView {...args} {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
}
