// The RegisterAccountNameSuccess view's stories (spec §2): the registered name with Done, the
// view opened without a registration, German, and the grid.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { RegisterAccountNameSuccessView } from '../../../../ui-kit/src/views/RegisterAccountNameSuccess/RegisterAccountNameSuccessView'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'

const meta = {
  title: 'Views/RegisterAccountNameSuccess',
  component: RegisterAccountNameSuccessView,
  args: { name: 'alice.airlock.id', onDone: fn() },
} satisfies Meta<typeof RegisterAccountNameSuccessView>

export default meta
type Story = StoryObj<typeof meta>

export const Registered: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'alice.airlock.id is now your account name',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }))
    await expect(args.onDone).toHaveBeenCalledOnce()
  },
}

export const RegisteredLight: Story = { parameters: { theme: 'light' } }

/** Opened by itself: no name to show, Done still leads back. */
export const NoneRegistered: Story = {
  args: { name: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeEnabled()
  },
}

export const German: Story = {
  decorators: [inGerman],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('ist jetzt Ihr Kontoname')
    await expect(canvas.getByRole('button', { name: 'Fertig' })).toBeVisible()
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Registered">
        <RegisterAccountNameSuccessView {...args} />
      </GridCard>
      <GridCard label="None registered">
        <RegisterAccountNameSuccessView {...args} name={undefined} />
      </GridCard>
    </StoryGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Done' })).toHaveLength(2)
    await expect(canvas.getAllByRole('status')).toHaveLength(1)
  },
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
