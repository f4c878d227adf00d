// The SmartSessionList view's stories: one per state of the list and of a revoke (ERC-7715;
// spec §7, §8), and the grid.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import {
  SmartSessionListView,
  type SmartSessionListViewProps,
} from '../../../../ui-kit/src/views/SmartSessionList/SmartSessionListView'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { active, expired, revoked, sessions, unreadable } from './smartSessionFixtures'

const meta = {
  title: 'Views/SmartSessionList',
  component: SmartSessionListView,
  args: { status: 'ready', sessions, onRevoke: fn(), onRetry: fn() },
} satisfies Meta<typeof SmartSessionListView>

export default meta
type Story = StoryObj<typeof meta>

const card = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`[data-session="${id}"]`) as HTMLElement

/** Every kind of session: active, revoked, expired (no project name), unreadable. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Smart sessions' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    const first = within(card(canvasElement, active.id))
    await expect(first.getByRole('heading', { name: 'Airlock example' })).toBeVisible()
    await expect(card(canvasElement, active.id)).toHaveTextContent(
      'Expires Mar 17, 2030, 5:46 PM UTC',
    )
    await expect(card(canvasElement, active.id)).toHaveTextContent(
      'Native token recurring allowance',
    )
    await expect(card(canvasElement, revoked.id)).toHaveTextContent('Revoked')
    await expect(within(card(canvasElement, revoked.id)).queryByRole('button')).toBeNull()
    await expect(card(canvasElement, expired.id)).toHaveTextContent(/This app.*Expired/)
    await expect(card(canvasElement, unreadable.id)).toHaveTextContent(
      'The details of this session could not be loaded',
    )
    await userEvent.click(
      first.getByRole('button', { name: 'Revoke the session of Airlock example' }),
    )
    await expect(args.onRevoke).toHaveBeenCalledWith(active.id)
  },
}

export const ReadyLight: Story = { parameters: { theme: 'light' } }

export const Loading: Story = {
  args: { status: 'loading', sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading sessions' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sessions granted yet')).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** One revoke at a time: the others wait. */
export const Revoking: Story = {
  args: { sessions: [active, expired], revokingId: active.id },
  play: async ({ canvasElement }) => {
    const button = within(card(canvasElement, active.id)).getByRole('button', { name: 'Revoking…' })
    await expect(button).toBeDisabled()
    await expect(within(card(canvasElement, expired.id)).getByRole('button')).toBeDisabled()
  },
}

/** spec §8: the API answered success false; the session stays, Revoke can be tried again. */
export const RevokeFailed: Story = {
  args: {
    sessions: [active],
    revokeError: { id: active.id, message: 'The session could not be revoked' },
  },
  play: async ({ canvasElement }) => {
    const one = within(card(canvasElement, active.id))
    await expect(one.getByRole('alert')).toHaveTextContent('The session could not be revoked')
    await expect(one.getByRole('button', { name: /^Revoke/ })).toBeEnabled()
  },
}

export const LoadError: Story = {
  args: { status: 'error', sessions: [], error: 'GET /v1/sessions/pci-1 answered 500' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The sessions could not be loaded: GET /v1/sessions/pci-1 answered 500',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const German: Story = {
  decorators: [inGerman],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Smart Sessions' })).toBeVisible()
    await expect(canvas.getAllByText('Widerrufen').length).toBeGreaterThan(0)
  },
}

const states: readonly [string, Partial<SmartSessionListViewProps>][] = [
  ['Ready', {}],
  ['Loading', { status: 'loading', sessions: [] }],
  ['Empty', { sessions: [] }],
  ['Revoking', { sessions: [active], revokingId: active.id }],
  [
    'Revoke failed',
    {
      sessions: [active],
      revokeError: { id: active.id, message: 'The session could not be revoked' },
    },
  ],
  ['Load error', { status: 'error', sessions: [], error: 'GET answered 500' }],
]

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {states.map(([label, props]) => (
        <GridCard key={label} label={label}>
          <SmartSessionListView {...args} {...props} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(states.length)
    await expect(canvas.getByRole('button', { name: 'Revoking…' })).toBeDisabled()
    await expect(canvas.getAllByRole('alert')).toHaveLength(2)
  },
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
