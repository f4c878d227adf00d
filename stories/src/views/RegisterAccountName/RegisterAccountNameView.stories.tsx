// The RegisterAccountName view's stories, one per state (spec §2, §4, §5, §8, §9): empty,
// invalid, checking, available with suggestions, taken, lookup failed, signing, registering, a
// declined signature, a failed registration, not on eip155, German, and the grid.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  RegisterAccountNameView,
  type RegisterAccountNameViewProps,
} from '../../../../ui-kit/src/views/RegisterAccountName/RegisterAccountNameView'
import { inGerman } from '../../inGerman'
import { GridCard, StoryGrid } from '../../StoryGrid'

const zone = 'airlock.id'
const typed = (name: string) => ({ name, fullName: `${name}.${zone}` })

const states = {
  Empty: { name: '', status: 'idle' },
  Invalid: { ...typed('ab_'), status: 'invalid' },
  Checking: { ...typed('alice'), status: 'checking' },
  Available: { ...typed('alice'), status: 'available', suggestions: ['alice1', 'alice-id'] },
  Taken: { ...typed('bob'), status: 'taken', suggestions: ['bob1', 'bob2'] },
  CheckFailed: {
    ...typed('carol'),
    status: 'checkFailed',
    error: { _tag: 'NameResolveError', message: 'Error resolving name' },
  },
  Signing: { ...typed('alice'), status: 'signing' },
  Registering: { ...typed('alice'), status: 'registering' },
  Declined: {
    ...typed('alice'),
    status: 'available',
    error: { _tag: 'UserRejectedError', message: 'User rejected the request.' },
  },
  RegisterFailed: {
    ...typed('alice'),
    status: 'available',
    error: { _tag: 'NameRegisterError', message: `Error registering name alice.${zone}` },
  },
  Unsupported: { name: '', status: 'idle', supported: false },
} satisfies Record<string, Partial<RegisterAccountNameViewProps>>

const meta = {
  title: 'Views/RegisterAccountName',
  component: RegisterAccountNameView,
  args: {
    supported: true,
    zone,
    name: '',
    status: 'idle',
    suggestions: [],
    onNameChange: fn(),
    onRegister: fn(),
  },
} satisfies Meta<typeof RegisterAccountNameView>

export default meta
type Story = StoryObj<typeof meta>

const register = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('button', { name: /Register|Signing|Registering/ })

export const Empty: Story = {
  args: states.Empty,
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByText('Letters, digits and hyphens, at least 4 characters'),
    ).toBeVisible()
    await expect(register(canvas)).toBeDisabled()
    await userEvent.type(canvas.getByLabelText('Account name'), 'a')
    await expect(args.onNameChange).toHaveBeenCalledWith('a')
  },
}

export const Invalid: Story = {
  args: states.Invalid,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Account name')).toHaveAttribute('aria-invalid', 'true')
    await expect(register(canvas)).toBeDisabled()
  },
}

export const Checking: Story = {
  args: states.Checking,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking…')).toBeVisible()
    await expect(register(canvas)).toBeDisabled()
  },
}

export const Available: Story = {
  args: states.Available,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(`alice.${zone} is available`)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'alice-id' }))
    await expect(args.onNameChange).toHaveBeenCalledWith('alice-id')
    await userEvent.click(register(canvas))
    await expect(args.onRegister).toHaveBeenCalledOnce()
  },
}

export const AvailableLight: Story = { args: states.Available, parameters: { theme: 'light' } }

export const Taken: Story = {
  args: states.Taken,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`bob.${zone} is taken`)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'bob2' })).toBeVisible()
    await expect(register(canvas)).toBeDisabled()
  },
}

export const CheckFailed: Story = {
  args: states.CheckFailed,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Error resolving name')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Signing: Story = {
  args: states.Signing,
  play: async ({ canvas }) => {
    await expect(register(canvas)).toHaveTextContent('Signing…')
    await expect(register(canvas)).toBeDisabled()
    await expect(canvas.getByLabelText('Account name')).toBeDisabled()
  },
}

export const Registering: Story = {
  args: states.Registering,
  play: async ({ canvas }) => {
    await expect(register(canvas)).toHaveTextContent('Registering…')
    await expect(register(canvas)).toHaveAttribute('aria-busy', 'true')
  },
}

export const Declined: Story = {
  args: states.Declined,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('User rejected the request.')
    await expect(register(canvas)).toBeEnabled()
  },
}

export const RegisterFailed: Story = {
  args: states.RegisterFailed,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `Error registering name alice.${zone}`,
    )
  },
}

export const Unsupported: Story = {
  args: states.Unsupported,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Account names are available on EVM networks only')).toBeVisible()
    await expect(canvas.queryByRole('textbox')).toBeNull()
  },
}

export const German: Story = {
  args: states.Available,
  decorators: [inGerman],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Registrieren' })).toBeEnabled()
    await expect(canvas.getByText(`alice.${zone} ist verfügbar`)).toBeVisible()
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <RegisterAccountNameView {...args} {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-view="RegisterAccountName"]')).toHaveLength(
      Object.keys(states).length,
    )
    await expect(canvasElement.querySelectorAll('[role="alert"]')).toHaveLength(2)
  },
}

export const GridLight: Story = { ...Grid, parameters: { ...Grid.parameters, theme: 'light' } }
