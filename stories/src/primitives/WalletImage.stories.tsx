import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { WalletImage } from '../../../ui-kit/src/primitives/WalletImage'

const meta = {
  title: 'Primitives/WalletImage',
  component: WalletImage,
  args: { name: 'Airlock Test Wallet', size: 48 },
} satisfies Meta<typeof WalletImage>

export default meta
type Story = StoryObj<typeof meta>

const svg = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#6e56cf"/></svg>')}`

export const Loaded: Story = {
  args: { src: svg },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull())
  },
}

/** spec §9: no image (or one that fails) shows the initials. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('AT')
  },
}
