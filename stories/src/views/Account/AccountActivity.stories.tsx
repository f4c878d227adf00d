// The Account view's Activity tab in each state (spec §3, §4 history, §8 errors).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { AccountView } from '../../../../ui-kit/src/views/Account/AccountView'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { baseArgs, Stateful } from './AccountStateful'

const base = baseArgs()
const activity = (overrides: Partial<typeof base.activity>) => ({
  ...base.activity,
  onLoadMore: fn(),
  onRetry: fn(),
  ...overrides,
})

const meta = {
  title: 'Views/Account/Activity',
  component: AccountView,
  render: (args) => <Stateful {...args} />,
  args: { ...base, tab: 'Activity', activity: activity({}) },
} satisfies Meta<typeof AccountView>

export default meta
type Story = StoryObj<typeof meta>

/** Two months, newest first; the purchase is marked 'Bought' with an on-ramp badge. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading').map((heading) => heading.textContent)
    await expect(headings).toEqual(['November 2026', 'October 2026'])
    const rows = canvas.getAllByTestId('activity-row')
    await expect(rows).toHaveLength(5)
    await expect(rows[0]).toHaveTextContent('Bought')
    await expect(rows[0]).toHaveTextContent('On-ramp')
    await expect(rows[0]).toHaveTextContent('+250 USDC')
    await expect(rows[0]).toHaveTextContent('Nov 14, 3:05 PM')
    await expect(rows[1]).toHaveTextContent('Sent')
    await expect(rows[1]).toHaveTextContent('-1.5 USDC')
    await expect(rows[2]).toHaveTextContent('Swapped')
    await expect(rows[2]).toHaveTextContent('-100 USDC, +0.033 ETH')
    await expect(rows[2]).toHaveTextContent('Failed')
    await expect(rows[3]).toHaveTextContent('Minted')
    await expect(rows[3]).toHaveTextContent('+Airlock Pass #1')
    await expect(rows[4]).toHaveTextContent('Executed')
    await expect(rows[4]).toHaveTextContent('Pending')
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

/** A next cursor: 'Load more' (and the sentinel, when scrolled to) asks for the next page. */
export const HasMore: Story = {
  args: { activity: activity({ hasMore: true }) },
  play: async ({ canvas, userEvent, args }) => {
    const loadMore = canvas.getByRole('button', { name: 'Load more' })
    await userEvent.click(loadMore)
    await expect(args.activity.onLoadMore).toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { activity: activity({ status: 'loading', groups: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading activity' })).toBeVisible()
  },
}

export const LoadingMore: Story = {
  args: { activity: activity({ hasMore: true, loadingMore: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading more activity' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
    await expect(canvas.getAllByTestId('activity-row')).toHaveLength(5)
  },
}

export const Empty: Story = {
  args: { activity: activity({ groups: [] }) },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('tabpanel'))
    await expect(panel.getByText('No activity yet')).toBeVisible()
    // Issue 30 (6): no on-ramp here, so the way in is Receive.
    await userEvent.click(panel.getByRole('button', { name: 'Receive' }))
    await expect(args.features.onReceive).toHaveBeenCalledOnce()
  },
}

/** spec §8 'Failed to fetch transactions': the list is empty; Retry fetches again. */
export const Failed: Story = {
  args: {
    activity: activity({ status: 'error', groups: [], error: 'Failed to fetch transactions' }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch transactions')
    await expect(canvas.queryByTestId('activity-row')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.activity.onRetry).toHaveBeenCalledOnce()
  },
}

/** German month names and operations. */
export const German: Story = {
  decorators: [inGerman],
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
        'November 2026',
        'Oktober 2026',
      ]),
    )
    await expect(canvas.getAllByTestId('activity-row')[0]).toHaveTextContent('Gekauft')
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Two months with a purchase, more to load">
        <AccountView {...args} activity={{ ...args.activity, hasMore: true }} />
      </GridCard>
      <GridCard label="Loading">
        <AccountView {...args} activity={{ ...args.activity, status: 'loading', groups: [] }} />
      </GridCard>
      <GridCard label="Loading more">
        <AccountView {...args} activity={{ ...args.activity, hasMore: true, loadingMore: true }} />
      </GridCard>
      <GridCard label="Empty">
        <AccountView {...args} activity={{ ...args.activity, groups: [] }} />
      </GridCard>
      <GridCard label="Failed to fetch">
        <AccountView
          {...args}
          activity={{
            ...args.activity,
            status: 'error',
            groups: [],
            error: 'Failed to fetch transactions',
          }}
        />
      </GridCard>
    </StoryGrid>
  ),
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
