import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { encode } from 'uqr'
import { QrCode } from '../../../ui-kit/src/primitives/QrCode'
import { WalletImage } from '../../../ui-kit/src/primitives/WalletImage'
import { pairingUri, rainbowWallet } from '../views/ConnectingWalletConnect/pairingFixtures'

const meta = {
  title: 'Primitives/QrCode',
  component: QrCode,
  args: { value: pairingUri, label: 'QR code with the connection link' },
} satisfies Meta<typeof QrCode>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Reads the drawn code back: the SVG rasterised at 4 px a module, each module's centre sampled.
 * Returns light/dark per module, quiet zone included.
 */
async function rasterise(svg: SVGSVGElement, side: number): Promise<boolean[][]> {
  const clone = svg.cloneNode(true) as SVGSVGElement
  // The colours come from the kit's classes: carry them over as attributes.
  const shapes = svg.querySelectorAll('rect, path')
  clone.querySelectorAll('rect, path').forEach((shape, index) => {
    const from = shapes[index]
    if (from) shape.setAttribute('fill', getComputedStyle(from).fill)
  })
  const scale = 4
  clone.setAttribute('width', String(side * scale))
  clone.setAttribute('height', String(side * scale))
  const image = new Image()
  image.src = `data:image/svg+xml,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = side * scale
  canvas.height = side * scale
  const context = canvas.getContext('2d')
  if (!context) throw new Error('no 2d canvas')
  context.drawImage(image, 0, 0)
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data
  return Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) => {
      const at = ((y * scale + scale / 2) * canvas.width + (x * scale + scale / 2)) * 4
      return (pixels[at] ?? 255) < 128
    }),
  )
}

/** A WalletConnect URI; what is drawn is uqr's matrix inside a light 4-module quiet zone. */
export const PairingUri: Story = {
  play: async ({ canvas, args }) => {
    const svg = canvas.getByRole('img', { name: args.label }) as unknown as SVGSVGElement
    const { size, data } = encode(args.value, { ecc: 'M', border: 0 })
    const side = size + 8
    await expect(svg.getAttribute('viewBox')).toBe(`0 0 ${side} ${side}`)
    const drawn = await rasterise(svg, side)
    const expected = Array.from({ length: side }, (_, y) =>
      Array.from({ length: side }, (_, x) => data[y - 4]?.[x - 4] ?? false),
    )
    await expect(drawn).toEqual(expected)
  },
}

/** A wallet's image in the middle: error correction H, the square under it left light. */
export const WithWalletImage: Story = {
  args: {
    image: <WalletImage src={rainbowWallet.imageUrl} name={rainbowWallet.name} size={48} />,
  },
  play: async ({ canvas, args }) => {
    const svg = canvas.getByRole('img', { name: args.label }) as unknown as SVGSVGElement
    const { size, data } = encode(args.value, { ecc: 'H', border: 0 })
    const side = size + 8
    const drawn = await rasterise(svg, side)
    let differing = 0
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) if (drawn[y + 4]?.[x + 4] !== data[y]?.[x]) differing++
    }
    // Only modules under the image differ, and far fewer than H's 30 % can recover.
    await expect(differing).toBeGreaterThan(0)
    await expect(differing / (size * size)).toBeLessThan(0.06)
  },
}

/** A longer link (a Farcaster sign-in URL) makes a denser code in the same square. */
export const LongLink: Story = {
  args: {
    value: `https://warpcast.com/~/siwf?channelToken=${'4f2c9a61-7d1e-4b8a-9c3f-2e6d5a1b0c9e'.repeat(3)}`,
    label: 'QR code to sign in with Farcaster',
  },
}

export const Light: Story = { parameters: { theme: 'light' } }
