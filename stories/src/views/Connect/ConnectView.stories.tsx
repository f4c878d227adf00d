import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import { de } from '../../../../ui-kit/src/i18n/de'
import { MessagesProvider } from '../../../../ui-kit/src/i18n/messages'
import {
  ConnectView,
  type ConnectViewProps,
} from '../../../../ui-kit/src/views/Connect/ConnectView'
import { connectWalletSections } from '../../../../ui-kit/src/views/Connect/connectWalletSections'
import { GridCard, StoryGrid } from '../../StoryGrid'
import {
  airlockTestListing,
  logo,
  metaMask,
  rainbow,
  recommendedWallets,
  storyConnectors,
  testWalletConnector,
  walletConnectConnector,
} from './walletFixtures'

const sections = (input: Partial<Parameters<typeof connectWalletSections>[0]> = {}) =>
  connectWalletSections({
    connectors: storyConnectors,
    recentWallets: [],
    featured: [],
    recommended: recommendedWallets,
    excludedWallets: [],
    isMobile: false,
    ...input,
  })

const meta = {
  title: 'Views/Connect',
  component: ConnectView,
  args: {
    methods: ['email', 'social', 'wallet'],
    socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
    // As the view model lists them (issue 30, item 2): four rows, then All Wallets.
    walletSections: sections({ maxRows: 4 }),
    showAllWallets: true,
    walletTotal: 432,
    legalCheckbox: false,
    legalAccepted: false,
    onLegalChange: fn(),
    onEmail: fn(),
    onSocial: fn(),
    onSelect: fn(),
    onAllWallets: fn(),
  },
} satisfies Meta<typeof ConnectView>

export default meta
type Story = StoryObj<typeof meta>

/** A row's name and tag as a screen reader reads them (the image, initials while it loads, is
 * hidden from them). */
const rowText = (button: HTMLElement) =>
  [...button.children]
    .filter((child) => child.getAttribute('aria-hidden') !== 'true')
    .map((child) => child.textContent)
    .join(' ')

/** The Wallets list, and its rows as a screen reader reads them. */
const walletList = (canvas: ReturnType<typeof within>) => {
  const wallets = within(canvas.getByRole('list', { name: 'Wallets' }))
  return { wallets, names: wallets.getAllByRole('button').map(rowText) }
}

/** The legal checkbox holds its own state here, as the view model does in the widget. */
function WithLegalState(args: ConnectViewProps) {
  const [accepted, setAccepted] = useState(args.legalAccepted)
  return (
    <ConnectView
      {...args}
      legalAccepted={accepted}
      onLegalChange={(next) => {
        setAccepted(next)
        args.onLegalChange(next)
      }}
    />
  )
}

/** spec §2: e-mail, socials, then wallets (WalletConnect, installed, external; the directory's
 * give way to four rows). Issue 30 (2): Google wide, four icons, "more" for the last two. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const headings = canvas.getAllByRole('heading').map((heading) => heading.textContent)
    await expect(headings).toEqual(['Email', 'Social login', 'Wallets'])
    const { wallets, names } = walletList(canvas)
    await expect(names).toEqual([
      'WalletConnect QR Code',
      'Airlock Test Wallet Installed',
      'Rabby Wallet Installed',
      'Ledger',
      // The directory's count, rounded down (issue 30, item 2).
      'All Wallets 430+',
    ])
    await userEvent.click(wallets.getByRole('button', { name: /Airlock Test Wallet/ }))
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ choice: { kind: 'connector', connector: testWalletConnector } }),
    )
    await userEvent.click(wallets.getByRole('button', { name: /QR Code/ }))
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ choice: { kind: 'connector', connector: walletConnectConnector } }),
    )
    await userEvent.click(wallets.getByRole('button', { name: /^All Wallets/ }))
    await expect(args.onAllWallets).toHaveBeenCalledOnce()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'me@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onEmail).toHaveBeenCalledWith('me@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onSocial).toHaveBeenCalledWith('google')
    const socialNames = () =>
      canvas
        .getAllByRole('button', { name: /^Continue with / })
        .map((button) => button.getAttribute('aria-label') ?? button.textContent)
    await expect(socialNames()).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Farcaster',
      'Continue with Discord',
      'Continue with Apple',
    ])
    await userEvent.click(canvas.getByRole('button', { name: 'More social logins' }))
    await expect(socialNames().slice(5)).toEqual(['Continue with GitHub', 'Continue with Facebook'])
    await expect(canvas.queryByRole('button', { name: 'More social logins' })).toBeNull()
    // The pressed button is gone: focus is on the first login it showed.
    await expect(canvas.getByRole('button', { name: 'Continue with GitHub' })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }))
    await expect(args.onSocial).toHaveBeenLastCalledWith('facebook')
  },
}

export const DefaultLight: Story = { ...Default, parameters: { theme: 'light' } }

/** The embedded wallet's login under way (spec §3 socialWindow): the socials wait with it. */
export const EmbeddedWaiting: Story = {
  args: { embeddedNotice: { busy: true, status: 'Continue in the pop-up window' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Continue in the pop-up window')
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled()
  },
}

/** spec §5, §8: the embedded wallet's failure in its own words under the e-mail field. */
export const EmbeddedError: Story = {
  args: {
    embeddedNotice: { busy: false, error: 'Network Error - Could not load embedded wallet' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Network Error - Could not load embedded wallet',
    )
    await expect(
      canvas.getByRole('textbox', { name: 'Email address' }),
    ).toHaveAccessibleDescription('Network Error - Could not load embedded wallet')
  },
}

/** No e-mail and no socials: only the wallet list. */
export const OnlyWallets: Story = {
  args: { methods: ['social', 'wallet'], socials: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Wallets'])
  },
}

/** spec §2 order: recent wallets come right after WalletConnect, the installed one once. */
export const WithRecent: Story = {
  args: {
    methods: ['wallet'],
    walletSections: sections({ recentWallets: [airlockTestListing, rainbow] }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const buttons = within(canvas.getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    await expect(buttons.map(rowText).slice(0, 4)).toEqual([
      'WalletConnect QR Code',
      'Airlock Test Wallet Recent',
      'Rainbow Recent',
      'Rabby Wallet Installed',
    ])
    await userEvent.click(canvas.getByRole('button', { name: /^Rainbow/ }))
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ choice: { kind: 'wallet', wallet: rainbow } }),
    )
  },
}

/** spec §1 legal checkbox: every way to connect waits for the terms, and says so. */
export const LegalUnchecked: Story = {
  args: { legalCheckbox: true, legalAccepted: false },
  render: (args) => <WithLegalState {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const wallet = canvas.getByRole('button', { name: /Airlock Test Wallet/ })
    await expect(wallet).toBeDisabled()
    await expect(wallet).toHaveAccessibleDescription('Agree to the terms to continue')
    await expect(canvas.getByRole('button', { name: /^All Wallets/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }))
    await expect(args.onLegalChange).toHaveBeenCalledWith(true)
    await expect(wallet).toBeEnabled()
    await userEvent.click(wallet)
    await expect(args.onSelect).toHaveBeenCalledOnce()
  },
}

export const LegalChecked: Story = {
  args: { legalCheckbox: true, legalAccepted: true },
  render: (args) => <WithLegalState {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked()
    await expect(canvas.queryByText('Agree to the terms to continue')).toBeNull()
    await expect(canvas.getByRole('button', { name: /Airlock Test Wallet/ })).toBeEnabled()
  },
}

/** Featured wallets (spec §9: up to 4) sit between the installed and the external ones. */
export const WithFeatured: Story = {
  args: {
    methods: ['wallet'],
    walletSections: sections({ featured: [metaMask], recommended: recommendedWallets }),
  },
  play: async ({ canvas }) => {
    const names = within(canvas.getByRole('list', { name: 'Wallets' }))
      .getAllByRole('button')
      .map(rowText)
    await expect(names.indexOf('MetaMask')).toBe(3)
    await expect(names.filter((name) => name === 'MetaMask')).toHaveLength(1)
  },
}

/** A wallet the directory does not list, as the host gives it (createWidget's customWallets). */
const acmeCardWallet = {
  id: 'acme-card',
  name: 'Acme Card Wallet',
  image_url: logo('Acme', 3),
  webapp_link: 'https://wallet.acme.example/wc',
}

/** spec §2: the host's custom wallet, with its order override (`connectorOrder: ['custom',
 * 'injected']`): those sections first, the others after them in the default order. */
export const WithCustomWallets: Story = {
  args: {
    methods: ['wallet'],
    walletSections: sections({ custom: [acmeCardWallet], orderOverrides: ['custom', 'injected'] }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const { wallets, names } = walletList(canvas)
    await expect(names.slice(0, 4)).toEqual([
      'Acme Card Wallet',
      'Airlock Test Wallet Installed',
      'Rabby Wallet Installed',
      'WalletConnect QR Code',
    ])
    // Chosen, it is a directory-style wallet: paired over WalletConnect with its own links.
    await userEvent.click(wallets.getByRole('button', { name: /Acme Card Wallet/ }))
    const chosen = args.onSelect.mock.calls.at(0)?.at(0)
    await expect(chosen?.choice).toEqual({ kind: 'wallet', wallet: acmeCardWallet })
  },
}

/** Nothing to connect with: no connectors, no directory, no e-mail or socials. */
export const Empty: Story = {
  args: { methods: ['wallet'], socials: [], walletSections: [], showAllWallets: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No wallets found')).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
    // Issue 30 (6): where to get one, in a new tab.
    const guide = canvas.getByRole('link', { name: 'Get a wallet' })
    await expect(guide).toHaveAttribute('href', 'https://ethereum.org/en/wallets/find-wallet/')
    await expect(guide).toHaveAttribute('target', '_blank')
  },
}

/** The second locale: longer words still fit. */
export const German: Story = {
  args: { legalCheckbox: true },
  render: (args) => (
    <MessagesProvider messages={de}>
      <WithLegalState {...args} />
    </MessagesProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Alle Wallets/ })).toBeDisabled()
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Default">
        <ConnectView {...args} />
      </GridCard>
      <GridCard label="Only wallets">
        <ConnectView {...args} methods={['wallet']} />
      </GridCard>
      <GridCard label="With recent">
        <ConnectView
          {...args}
          methods={['wallet']}
          walletSections={sections({ recentWallets: [airlockTestListing, rainbow] })}
        />
      </GridCard>
      <GridCard label="Legal checkbox unchecked">
        <ConnectView {...args} methods={['wallet']} legalCheckbox legalAccepted={false} />
      </GridCard>
      <GridCard label="Legal checkbox checked">
        <ConnectView {...args} methods={['wallet']} legalCheckbox legalAccepted />
      </GridCard>
      <GridCard label="Empty">
        <ConnectView {...args} methods={['wallet']} walletSections={[]} showAllWallets={false} />
      </GridCard>
    </StoryGrid>
  ),
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
