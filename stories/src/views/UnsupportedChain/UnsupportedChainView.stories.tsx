import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { UnsupportedChainView } from '../../../../ui-kit/src/views/UnsupportedChain/UnsupportedChainView'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { optimism, storyNetworks } from '../NetworkList/networkFixtures'

const meta = {
  title: 'Views/UnsupportedChain',
  component: UnsupportedChainView,
  args: {
    networks: storyNetworks,
    isSwitching: false,
    onSwitch: fn(),
    disconnect: 'idle',
    onDisconnect: fn(),
  },
} satisfies Meta<typeof UnsupportedChainView>

export default meta
type Story = StoryObj<typeof meta>

/** spec §2, §8: the wallet's network is not supported; none of the list is current. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText('Network not supported')).toBeVisible()
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: /OP Mainnet/ }))
    await expect(args.onSwitch).toHaveBeenCalledWith(optimism)
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect' }))
    await expect(args.onDisconnect).toHaveBeenCalledOnce()
  },
}

export const DefaultLight: Story = { parameters: { theme: 'light' } }

/** The wallet confirms the switch; the machine closes the modal once it is done. */
export const Switching: Story = {
  args: { isSwitching: true, switchingId: optimism.caipNetworkId },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /OP Mainnet/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByText('Confirm the switch in your wallet')).toBeVisible()
  },
}

export const DisconnectFailed: Story = {
  args: { disconnect: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to disconnect')
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Default">
        <UnsupportedChainView {...args} />
      </GridCard>
      <GridCard label="Switching">
        <UnsupportedChainView {...args} isSwitching switchingId={optimism.caipNetworkId} />
      </GridCard>
      <GridCard label="Disconnecting">
        <UnsupportedChainView {...args} disconnect="pending" />
      </GridCard>
      <GridCard label="Disconnect failed">
        <UnsupportedChainView {...args} disconnect="error" />
      </GridCard>
    </StoryGrid>
  ),
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
