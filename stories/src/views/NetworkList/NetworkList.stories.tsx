import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { NetworkList } from '../../../../ui-kit/src/views/shared/networkList/NetworkList'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { arbitrum, ethereum, storyNetworks } from './networkFixtures'

const meta = {
  title: 'Views/NetworkList',
  component: NetworkList,
  args: {
    networks: storyNetworks,
    activeId: ethereum.caipNetworkId,
    onSwitch: fn(),
  },
} satisfies Meta<typeof NetworkList>

export default meta
type Story = StoryObj<typeof meta>

/** The requested networks; the active one is the current item. Choosing another switches. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const active = canvas.getByRole('button', { name: /Ethereum/ })
    await expect(active).toHaveAttribute('aria-current', 'true')
    await userEvent.click(canvas.getByRole('button', { name: /Arbitrum/ }))
    await expect(args.onSwitch).toHaveBeenCalledWith(arbitrum)
    // The active network is not switched to again.
    await userEvent.click(active)
    await expect(args.onSwitch).toHaveBeenCalledTimes(1)
  },
}

/** The wallet confirms the switch: that network is busy, the others wait. */
export const Switching: Story = {
  args: { isSwitching: true, switchingId: arbitrum.caipNetworkId },
  play: async ({ canvas, userEvent, args }) => {
    const target = canvas.getByRole('button', { name: /Arbitrum/ })
    await expect(target).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching…')
    await userEvent.click(canvas.getByRole('button', { name: /Base/ }))
    await expect(args.onSwitch).not.toHaveBeenCalled()
  },
}

/** On an unsupported network none of the requested ones is current. */
export const NoneActive: Story = {
  args: { activeId: undefined },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-current]')).toBeNull())
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Default">
        <NetworkList {...args} />
      </GridCard>
      <GridCard label="Switching">
        <NetworkList {...args} isSwitching switchingId={arbitrum.caipNetworkId} />
      </GridCard>
      <GridCard label="None active (unsupported network)">
        <NetworkList {...args} activeId={undefined} />
      </GridCard>
    </StoryGrid>
  ),
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }

export const DefaultLight: Story = { parameters: { theme: 'light' } }
