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

/** The frame's initials, drawn by its ::before (no part of a row's text). */
const initialsOf = (canvasElement: HTMLElement) => {
  const frame = canvasElement.querySelector('[data-initials]') as HTMLElement
  return getComputedStyle(frame, '::before')
}

/** A loaded image covers the initials, which step aside (a transparent icon would show them). */
export const Loaded: Story = {
  args: { src: svg },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')?.complete).toBe(true))
    await waitFor(() => expect(initialsOf(canvasElement).visibility).toBe('hidden'))
  },
}

/** spec §9: no image (or one that fails) shows the initials. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull()
    await expect(initialsOf(canvasElement).content).toBe('"AT"')
    await expect(initialsOf(canvasElement).visibility).toBe('visible')
  },
}
