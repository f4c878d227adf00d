import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  ConnectingWalletConnectView,
  type ConnectingWalletConnectViewProps,
} from '../../../../ui-kit/src/views/ConnectingWalletConnect/ConnectingWalletConnectView'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { desktopLinks, pairingUri, phoneLinks, rainbowWallet } from './pairingFixtures'

const meta = {
  title: 'Views/ConnectingWalletConnect',
  component: ConnectingWalletConnectView,
  args: { status: 'loading', onCopy: fn(), onRefresh: fn() },
} satisfies Meta<typeof ConnectingWalletConnectView>

export default meta
type Story = StoryObj<typeof meta>

const ready = { status: 'ready', uri: pairingUri, secondsLeft: 225 } as const
type State = Omit<Partial<ConnectingWalletConnectViewProps>, 'onCopy' | 'onRefresh'>
const pairingFailed: State = {
  status: 'failed',
  failure: { reason: 'pairing', message: 'The relay could not be reached' },
}
const states: Record<string, State> = {
  Loading: { status: 'loading' },
  Ready: ready,
  'Ready, wallet deep links': { ...ready, wallet: rainbowWallet, links: desktopLinks },
  'Link copied': { ...ready, copy: 'copied' },
  Expired: { status: 'expired' },
  'Failed: declined': { status: 'failed', failure: { reason: 'declined' } },
  'Failed: no pairing': pairingFailed,
}

/** No URI yet: the pairing is being created. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Creating the QR code' })).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

/** spec §2 basic mode: the code, its countdown, and Copy link. */
export const Ready: Story = {
  args: ready,
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code with the connection link' }),
    ).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent('Expires in 3:45')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(args.onCopy).toHaveBeenCalledOnce()
  },
}

/** spec §3 wallet links: a directory wallet's image in the code and its desktop and web apps. */
export const ReadyWithWallet: Story = {
  args: { ...ready, wallet: rainbowWallet, links: desktopLinks },
  play: async ({ canvas }) => {
    const desktop = canvas.getByRole('link', { name: 'Open Rainbow desktop app' })
    await expect(desktop.getAttribute('href')).toBe(desktopLinks[0]?.href)
    await expect(desktop.getAttribute('target')).toBeNull()
    const web = canvas.getByRole('link', { name: /Open Rainbow web app/ })
    await expect(web.getAttribute('target')).toBe('_blank')
    await expect(web.getAttribute('rel')).toBe('noopener noreferrer')
    await expect(decodeURIComponent(web.getAttribute('href') ?? '')).toContain(pairingUri)
  },
}

/** Issue 25: on the phone itself the code is for another device; the app opens right here. */
export const ReadyOnPhone: Story = {
  args: { ...ready, wallet: rainbowWallet, links: phoneLinks, onPhone: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Open Rainbow on this phone, or scan this QR code from another device'),
    ).toBeVisible()
    await expect(canvas.queryByText('Scan this QR code with your phone')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Open Rainbow' })).toBeVisible()
  },
}

export const LinkCopied: Story = {
  args: { ...ready, copy: 'copied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied')
  },
}

/** spec §9: under 10 s left, the code is withdrawn; Refresh makes a new one. */
export const Expired: Story = {
  args: { status: 'expired' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('This QR code has expired')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
  },
}

/** The phone declined the connection (UserRejectedError). */
export const Failed: Story = {
  args: { status: 'failed', failure: { reason: 'declined' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Connection declined')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }))
    await expect(args.onRefresh).toHaveBeenCalledOnce()
  },
}

/** The transport could not make a pairing at all. */
export const PairingFailed: Story = {
  args: pairingFailed,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The QR code could not be created')).toBeVisible()
    await expect(canvas.getByText('The relay could not be reached')).toBeVisible()
  },
}

export const ReadyLight: Story = {
  args: { ...ready, wallet: rainbowWallet, links: desktopLinks },
  parameters: { theme: 'light' },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <ConnectingWalletConnectView {...args} {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(Object.keys(states).length)
  },
}
