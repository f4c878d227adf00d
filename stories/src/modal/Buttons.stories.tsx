import type { Widget } from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { WidgetProvider } from '@airlock/react-hooks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { AccountButton } from '../../../ui-kit/src/buttons/AccountButton'
import { ConnectButton } from '../../../ui-kit/src/buttons/ConnectButton'
import { NetworkButton } from '../../../ui-kit/src/buttons/NetworkButton'
import type { ThemeMode } from '../../../ui-kit/src/theme/themes.css'
import { type StoryWidget, storyWidget } from './storyWidget'

type Loaded = { readonly story: StoryWidget }
const widgetOf = (loaded: Record<string, unknown>): Widget => (loaded as Loaded).story.widget

const meta = {
  title: 'Modal/Buttons',
  loaders: [async () => ({ story: await storyWidget() })],
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <ConnectButton themeMode={modeOf(parameters, globals)} />
    </WidgetProvider>
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The buttons have their own kit root: they follow the story's theme through its props. */
const modeOf = (parameters: { theme?: string }, globals: { theme?: string }): ThemeMode =>
  (parameters.theme ?? globals.theme) === 'light' ? 'light' : 'dark'

const connected = [async () => ({ story: await storyWidget({ connected: true }) })]

/** Disconnected: opens the modal (on Connect) after spec §2's 300 ms. */
export const Connect: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    const widget = widgetOf(loaded)
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Wallet' }))
    await expect(widget.getState().loading).toBe(true)
    ;(loaded as Loaded).story.clock.increment(MODAL_OPEN_DELAY_MS)
    await expect(widget.getState()).toMatchObject({ open: true, view: 'Connect' })
  },
}

export const ConnectLight: Story = { ...Connect, parameters: { theme: 'light' } }

/** The render-prop variant: the host's own button from the same state. */
export const ConnectCustom: Story = {
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <ConnectButton themeMode={modeOf(parameters, globals)}>
        {({ label, open, isConnecting }) => (
          <button
            type="button"
            onClick={open}
            aria-busy={isConnecting}
            style={{ textDecoration: 'underline' }}
          >
            {label} (host button)
          </button>
        )}
      </ConnectButton>
    </WidgetProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connect Wallet (host button)' })).toBeVisible()
  },
}

/** Connected: the short address, which opens Account. */
export const Account: Story = {
  loaders: connected,
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <AccountButton themeMode={modeOf(parameters, globals)} />
    </WidgetProvider>
  ),
  play: async ({ canvas, userEvent, loaded }) => {
    const widget = widgetOf(loaded)
    const button = await canvas.findByRole('button', { name: /^0x0000…0077$/ })
    await userEvent.click(button)
    ;(loaded as Loaded).story.clock.increment(MODAL_OPEN_DELAY_MS)
    await expect(widget.getState()).toMatchObject({ open: true, view: 'Account' })
  },
}

/** spec §7 identity: an account with a name shows it, its address kept as the title. */
export const AccountNamed: Story = {
  loaders: [
    async () => ({ story: await storyWidget({ connected: true, accountName: 'ada.air' }) }),
  ],
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <AccountButton themeMode={modeOf(parameters, globals)} />
    </WidgetProvider>
  ),
  play: async ({ canvas, loaded }) => {
    const button = await canvas.findByRole('button', { name: /^ada\.air$/ })
    await expect(button).toHaveAttribute('title', widgetOf(loaded).getState().address)
  },
}

/** Disconnected, the account button is the Connect button. */
export const AccountDisconnected: Story = {
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <AccountButton themeMode={modeOf(parameters, globals)} />
    </WidgetProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  },
}

export const AccountCustom: Story = {
  loaders: connected,
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <AccountButton themeMode={modeOf(parameters, globals)}>
        {({ label, address, open }) => (
          <button type="button" onClick={open} title={address}>
            Account {label}
          </button>
        )}
      </AccountButton>
    </WidgetProvider>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Account 0x/ })).toBeVisible()
  },
}

/** The active network and a menu of the requested ones (a popover of radio items). */
export const Network: Story = {
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <NetworkButton themeMode={modeOf(parameters, globals)} />
    </WidgetProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent, loaded }) => {
    const trigger = canvas.getByRole('button', { name: 'Select network: Ethereum' })
    await expect(trigger).toHaveTextContent('Ethereum')
    await userEvent.click(trigger)
    const root = canvasElement.ownerDocument.body
    const sepolia = await waitFor(
      () => {
        const item = [...root.querySelectorAll('[role="menuitemradio"]')].find((element) =>
          element.textContent?.includes('Sepolia'),
        )
        if (!item?.closest('[role="menu"]')?.matches(':popover-open')) {
          throw new Error('no Sepolia item shown')
        }
        return item as HTMLElement
      },
      { timeout: 5_000 },
    )
    await userEvent.click(sepolia)
    await waitFor(() => expect(widgetOf(loaded).getState().caipNetwork?.name).toBe('Sepolia'))
    await expect(canvas.getByRole('button', { name: 'Select network: Sepolia' })).toHaveTextContent(
      'Sepolia',
    )
  },
}

export const NetworkCustom: Story = {
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <NetworkButton themeMode={modeOf(parameters, globals)}>
        {({ caipNetwork, networks, switchNetwork }) => (
          <select
            aria-label="Network"
            value={caipNetwork?.caipNetworkId}
            onChange={(event) => {
              const network = networks.find((n) => n.caipNetworkId === event.target.value)
              if (network) switchNetwork(network)
            }}
          >
            {networks.map((network) => (
              <option key={network.caipNetworkId} value={network.caipNetworkId}>
                {network.name}
              </option>
            ))}
          </select>
        )}
      </NetworkButton>
    </WidgetProvider>
  ),
  play: async ({ canvas, userEvent, loaded }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Network' }), 'Sepolia')
    await waitFor(() => expect(widgetOf(loaded).getState().caipNetwork?.name).toBe('Sepolia'))
  },
}

/** All three, connected, side by side. */
export const All: Story = {
  loaders: connected,
  render: (_, { loaded, parameters, globals }) => (
    <WidgetProvider widget={widgetOf(loaded)}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <ConnectButton themeMode={modeOf(parameters, globals)} />
        <AccountButton themeMode={modeOf(parameters, globals)} />
        <NetworkButton themeMode={modeOf(parameters, globals)} />
      </div>
    </WidgetProvider>
  ),
}

export const AllLight: Story = { ...All, parameters: { theme: 'light' } }

export const NetworkLight: Story = { ...Network, parameters: { theme: 'light' } }
