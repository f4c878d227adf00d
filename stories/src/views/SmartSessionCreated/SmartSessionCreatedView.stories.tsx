// The SmartSessionCreated view's stories: the session a grant created (ERC-7715), the view
// with none, German, and the grid.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { SmartSessionCreatedView } from '../../../../ui-kit/src/views/SmartSessionCreated/SmartSessionCreatedView'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { active, unreadable } from '../SmartSessionList/smartSessionFixtures'

const meta = {
  title: 'Views/SmartSessionCreated',
  component: SmartSessionCreatedView,
  args: { session: active, onViewAll: fn(), onDone: fn() },
} satisfies Meta<typeof SmartSessionCreatedView>

export default meta
type Story = StoryObj<typeof meta>

export const Created: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your wallet granted this app these permissions',
    )
    await expect(canvas.getByRole('heading', { name: 'Airlock example' })).toBeVisible()
    await expect(canvas.getByText('Native token recurring allowance')).toBeVisible()
    // The created session is not revoked from here: the list does that.
    await expect(canvas.queryByRole('button', { name: /^Revoke/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'All sessions' }))
    await expect(args.onViewAll).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(args.onDone).toHaveBeenCalledOnce()
  },
}

export const CreatedLight: Story = { parameters: { theme: 'light' } }

/** Granted, but the API could not be read yet: what the wallet answered. */
export const DetailsUnavailable: Story = {
  args: { session: unreadable },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The details of this session could not be loaded')).toBeVisible()
    await expect(canvas.getByText(/Expires Mar 17, 2030/)).toBeVisible()
  },
}

/** Opened without a grant. */
export const NoneCreated: Story = {
  args: { session: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No session was granted')
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}

export const German: Story = {
  decorators: [inGerman],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Alle Sitzungen' })).toBeVisible()
    await expect(canvas.getByText(/Gültig bis/)).toBeVisible()
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Created">
        <SmartSessionCreatedView {...args} />
      </GridCard>
      <GridCard label="Details unavailable">
        <SmartSessionCreatedView {...args} session={unreadable} />
      </GridCard>
      <GridCard label="None created">
        <SmartSessionCreatedView {...args} session={undefined} />
      </GridCard>
    </StoryGrid>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3)
    await expect(canvasElement.querySelectorAll('[data-session]')).toHaveLength(2)
  },
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
