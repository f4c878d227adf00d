import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor, within } from 'storybook/test'
import {
  AllWalletsView,
  type AllWalletsViewProps,
} from '../../../../ui-kit/src/views/AllWallets/AllWalletsView'
import { walletRow } from '../../../../ui-kit/src/views/shared/walletRows/walletChoice'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { directoryWallets, rainbow } from '../Connect/walletFixtures'

const rows = directoryWallets.map(walletRow)
const rabbyKey = rows.find((row) => row.name === 'Rabby Wallet')?.key ?? ''
const rainbowResults = directoryWallets.filter((wallet) => /rainbow/i.test(wallet.name))

/** How many columns the grid lays out (its computed tracks). */
const columnsOf = (grid: HTMLElement) =>
  getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length

/** A phone's viewport (390 × 844): the kit's phone breakpoint (theme/breakpoints.ts) applies. */
const phoneViewport = {
  options: {
    phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  },
} as const

const meta = {
  title: 'Views/AllWallets',
  component: AllWalletsView,
  args: {
    query: '',
    status: 'ready',
    wallets: rows,
    count: 480,
    searchResults: undefined,
    searchPending: false,
    installedKeys: new Set([rabbyKey]),
    hasMore: false,
    loadingMore: false,
    loadMoreFailed: false,
    onSearch: fn(),
    onLoadMore: fn(),
    onSelect: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AllWalletsView>

export default meta
type Story = StoryObj<typeof meta>

/** The search box holds what was typed, as the view model does in the widget. */
function WithQueryState(args: AllWalletsViewProps) {
  const [query, setQuery] = useState(args.query)
  return (
    <AllWalletsView
      {...args}
      query={query}
      onSearch={(next) => {
        setQuery(next)
        args.onSearch(next)
      }}
    />
  )
}

/** The first request for the directory is under way. */
export const Loading: Story = {
  args: { status: 'loading', wallets: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading wallets' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search wallets' })).toBeVisible()
    // No count before the directory has answered.
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** spec §9: a page of 40 directory wallets in a grid of four columns, the directory's count
 * beside the search; an installed one says so; the wallets are reached with Tab. */
export const List: Story = {
  render: (args) => <WithQueryState {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('480 wallets')
    const grid = canvas.getByRole('list', { name: 'Wallets' })
    await expect(columnsOf(grid)).toBe(4)
    const list = within(grid)
    await expect(list.getAllByRole('listitem')).toHaveLength(40)
    // Each wallet a button named by the wallet alone; "Installed" describes it.
    const rabby = list.getByRole('button', { name: 'Rabby Wallet' })
    await expect(rabby).toHaveAccessibleDescription('Installed')
    await expect(rabby).toHaveTextContent('Installed')
    const search = canvas.getByRole('searchbox', { name: 'Search wallets' })
    await userEvent.click(search)
    await userEvent.tab()
    const first = list.getAllByRole('button')[0]
    await expect(first).toHaveFocus()
    await expect(first?.matches(':focus-visible')).toBe(true)
    await expect(first && getComputedStyle(first).outlineStyle).toBe('solid')
    await userEvent.click(list.getByRole('button', { name: 'Rainbow' }))
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ choice: { kind: 'wallet', wallet: rainbow } }),
    )
    await userEvent.type(search, 'rain')
    await expect(args.onSearch).toHaveBeenLastCalledWith('rain')
    await expect(args.onSearch).toHaveBeenCalledTimes(4)
  },
}

/** On a phone (the bottom sheet) the grid has three columns. */
export const ListOnPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390)
    await expect(columnsOf(canvas.getByRole('list', { name: 'Wallets' }))).toBe(3)
    await expect(canvas.getByRole('status')).toHaveTextContent('480 wallets')
  },
}

export const ListLight: Story = { ...List, parameters: { theme: 'light' } }

/** More pages: the end of the list asks for the next one as it comes into view. */
export const WithMoreToLoad: Story = {
  args: { wallets: rows.slice(0, 6), hasMore: true },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled())
  },
}

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { wallets: rows.slice(0, 6), hasMore: true, loadingMore: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading more wallets' })).toBeVisible()
    await expect(args.onLoadMore).not.toHaveBeenCalled()
  },
}

/** The next page failed: no automatic retries, a button instead. */
export const LoadMoreFailed: Story = {
  args: { wallets: rows.slice(0, 6), hasMore: true, loadMoreFailed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(args.onLoadMore).not.toHaveBeenCalled()
    await expect(canvas.getByRole('alert')).toHaveTextContent('More wallets could not be loaded')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onLoadMore).toHaveBeenCalledOnce()
  },
}

/** spec §9: the search waits 300 ms after typing, then asks the directory. */
export const Searching: Story = {
  args: { query: 'rain', searchResults: [], searchPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Searching wallets' })).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** While searching, the count is the matches'; the kit's own clear button empties the search. */
export const SearchResults: Story = {
  args: { query: 'rain', searchResults: rainbowResults.map(walletRow) },
  render: (args) => <WithQueryState {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const list = within(canvas.getByRole('list', { name: 'Wallets' }))
    await expect(list.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByRole('status')).toHaveTextContent('2 wallets found')
    const search = canvas.getByRole('searchbox', { name: 'Search wallets' })
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }))
    await expect(args.onSearch).toHaveBeenCalledWith('')
    await expect(search).toHaveValue('')
    await expect(search).toHaveFocus()
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull()
  },
}

export const SearchEmpty: Story = {
  args: { query: 'nothing like it', searchResults: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No wallet found')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('0 wallets found')
    // Issue 30 (6): back to the whole list.
    await userEvent.click(canvas.getByRole('button', { name: 'Show all wallets' }))
    await expect(args.onSearch).toHaveBeenCalledWith('')
  },
}

/** The directory could not be reached. */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', wallets: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet list could not be loaded')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Loading">
        <AllWalletsView {...args} status="loading" wallets={[]} />
      </GridCard>
      <GridCard label="List">
        <AllWalletsView {...args} />
      </GridCard>
      <GridCard label="More to load">
        <AllWalletsView {...args} wallets={rows.slice(0, 3)} hasMore loadingMore />
      </GridCard>
      <GridCard label="Loading more failed">
        <AllWalletsView {...args} wallets={rows.slice(0, 3)} hasMore loadMoreFailed />
      </GridCard>
      <GridCard label="Searching">
        <AllWalletsView {...args} query="rain" searchResults={[]} searchPending />
      </GridCard>
      <GridCard label="Search results">
        <AllWalletsView {...args} query="rain" searchResults={rainbowResults.map(walletRow)} />
      </GridCard>
      <GridCard label="Search empty">
        <AllWalletsView {...args} query="nothing like it" searchResults={[]} />
      </GridCard>
      <GridCard label="Error">
        <AllWalletsView {...args} status="error" wallets={[]} />
      </GridCard>
    </StoryGrid>
  ),
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
