import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, within } from 'storybook/test'
import {
  ReceiveView,
  type ReceiveViewProps,
} from '../../../../ui-kit/src/views/Receive/ReceiveView'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'
import { address } from '../Account/accountFixtures'
import { ethereum, sepolia, storyNetworks } from '../NetworkList/networkFixtures'
import { manyNetworks } from './receiveFixtures'

/** The copied flag lives in the view model: here the story holds it. */
function Stateful(args: ReceiveViewProps) {
  const [copied, setCopied] = useState(args.copied)
  return (
    <ReceiveView
      {...args}
      copied={copied}
      onCopy={() => {
        args.onCopy()
        setCopied(true)
      }}
    />
  )
}

const meta = {
  title: 'Views/Receive',
  component: ReceiveView,
  render: (args) => <Stateful {...args} />,
  args: { address, networks: [ethereum, sepolia], copied: false, onCopy: fn() },
} satisfies Meta<typeof ReceiveView>

export default meta
type Story = StoryObj<typeof meta>

/** The address cut in the middle (the whole one in its title), its QR code, Copy, and the
 * networks it is valid on. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('address')).toHaveTextContent(/^0xf39F…2266$/)
    await expect(canvas.getByTitle(address)).toHaveTextContent(address)
    await expect(
      canvas.getByRole('img', { name: `QR code of the address ${address}` }),
    ).toBeVisible()
    const list = canvas.getByRole('list', { name: 'Valid on these networks' })
    const items = within(list).getAllByRole('listitem')
    await expect(items).toHaveLength(2)
    await expect(items[0]).toHaveTextContent('Ethereum')
    await expect(items[1]).toHaveTextContent('Sepolia')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }))
    await expect(args.onCopy).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied')
  },
}

export const DefaultLight: Story = { parameters: { theme: 'light' } }

export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible()
  },
}

/** Every configured network of the namespace; the list wraps, the view never widens. */
export const ManyNetworks: Story = {
  args: { networks: manyNetworks },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Valid on these networks' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(manyNetworks.length)
    const view = canvasElement.querySelector('[data-view]') as HTMLElement
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth)
  },
}

const longAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdqbc1qar0srrr7xfkvy5l643lyd'

/** Issue 30: a long address (bip122) is cut in the middle on one line rather than wrapping
 * mid-string; the whole one stays in the title and the QR code. */
export const LongAddress: Story = {
  args: { address: longAddress, networks: [] },
  play: async ({ canvas }) => {
    const shown = canvas.getByTestId('address')
    await expect(shown).toHaveTextContent(/^bc1qar…3lyd$/)
    const block = canvas.getByTitle(longAddress)
    await expect(block.scrollWidth).toBeLessThanOrEqual(block.clientWidth)
    await expect(shown.getClientRects()).toHaveLength(1)
    await expect(
      canvas.getByRole('img', { name: `QR code of the address ${longAddress}` }),
    ).toBeVisible()
  },
}

export const German: Story = {
  decorators: [inGerman],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Adresse kopieren' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Gültig auf diesen Netzwerken' })).toBeVisible()
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Default">
        <ReceiveView {...args} />
      </GridCard>
      <GridCard label="Copied">
        <ReceiveView {...args} copied />
      </GridCard>
      <GridCard label="Many networks">
        <ReceiveView {...args} networks={manyNetworks} />
      </GridCard>
      <GridCard label="Five networks">
        <ReceiveView {...args} networks={storyNetworks} />
      </GridCard>
    </StoryGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /^QR code of the address/ })).toHaveLength(4)
    await expect(canvas.getAllByRole('button', { name: 'Copied' })).toHaveLength(1)
  },
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
