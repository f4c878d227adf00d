// The Account view's NFTs tab in each state: previews (initials without one), loading, empty,
// and a failed request.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AccountView } from '../../../../ui-kit/src/views/Account/AccountView'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { baseArgs, Stateful } from './AccountStateful'

const meta = {
  title: 'Views/Account/NFTs',
  component: AccountView,
  render: (args) => <Stateful {...args} />,
  args: { ...baseArgs(), tab: 'NFTs' },
} satisfies Meta<typeof AccountView>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('tabpanel')).getAllByRole('listitem')
    await expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Airlock Pass #1',
      'Airlock Pass #2',
      'Moon Lander',
      'No Preview Club',
    ])
    await expect(canvas.getByRole('img', { name: 'Moon Lander' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    )
    // No preview: the initials stand in, named like a preview.
    const placeholder = canvas.getByRole('img', { name: 'No Preview Club' })
    await expect(placeholder).toHaveTextContent('NP')
  },
}

export const Loading: Story = {
  args: { nfts: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading NFTs' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { nfts: { status: 'ready', items: [] } },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('tabpanel'))
    await expect(panel.getByText('No NFTs yet')).toBeVisible()
    // Issue 30 (6): the action that helps.
    await userEvent.click(panel.getByRole('button', { name: 'Receive' }))
    await expect(args.features.onReceive).toHaveBeenCalledOnce()
  },
}

export const Failed: Story = {
  args: { nfts: { status: 'error' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('NFTs could not be loaded')
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Loaded">
        <AccountView {...args} />
      </GridCard>
      <GridCard label="Loading">
        <AccountView {...args} nfts={{ status: 'loading' }} />
      </GridCard>
      <GridCard label="Empty">
        <AccountView {...args} nfts={{ status: 'ready', items: [] }} />
      </GridCard>
      <GridCard label="Failed">
        <AccountView {...args} nfts={{ status: 'error' }} />
      </GridCard>
    </StoryGrid>
  ),
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
