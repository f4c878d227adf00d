import type { Toast, Widget } from '@airlock/core'
import { widgetSystemIds } from '@airlock/core/internal'
import { WidgetProvider } from '@airlock/react-hooks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Toasts } from '../../../ui-kit/src/modal/Toasts'
import { storyWidget } from './storyWidget'

/** A widget showing one toast; the simulated clock keeps it up for the story. */
async function showing(toast: Toast): Promise<Widget> {
  const { widget } = await storyWidget()
  widget.actor.system.get(widgetSystemIds.toasts)?.send({ type: 'app.toast', toast })
  return widget
}

const toastOf = (loaded: Record<string, unknown>) => loaded.widget as Widget

const meta = {
  title: 'Modal/Toasts',
  render: (_, { loaded }) => (
    <WidgetProvider widget={toastOf(loaded)}>
      <Toasts />
    </WidgetProvider>
  ),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  loaders: [
    async () => ({ widget: await showing({ variant: 'loading', message: 'Switching network…' }) }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Switching network…')
  },
}

export const Success: Story = {
  loaders: [
    async () => ({ widget: await showing({ variant: 'success', message: 'Address copied' }) }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Address copied')
  },
}

/** spec §8: a failed balance shows 'Token Balance Unavailable'. */
export const ErrorToast: Story = {
  name: 'Error',
  loaders: [
    async () => ({
      widget: await showing({ variant: 'error', message: 'Token Balance Unavailable' }),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Token Balance Unavailable')
  },
}

/** Nothing to say: an empty polite live region, ready for the next message. */
export const None: Story = {
  loaders: [async () => ({ widget: (await storyWidget()).widget })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
  },
}

export const SuccessLight: Story = { ...Success, parameters: { theme: 'light' } }
export const ErrorLight: Story = {
  ...ErrorToast,
  name: 'Error (light)',
  parameters: { theme: 'light' },
}
export const LoadingLight: Story = { ...Loading, parameters: { theme: 'light' } }
