import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  UpdateEmailView,
  type UpdateEmailViewProps,
} from '../../../../ui-kit/src/views/UpdateEmail/UpdateEmailView'
import { GridCard, StoryGrid } from '../../StoryGrid'

const meta = {
  title: 'Views/UpdateEmail',
  component: UpdateEmailView,
  args: {
    step: 'none',
    currentEmail: 'ada@example.com',
    verifying: false,
    onEmail: fn(),
    onCode: fn(),
  },
} satisfies Meta<typeof UpdateEmailView>

export default meta
type Story = StoryObj<typeof meta>

const states: Record<string, Partial<UpdateEmailViewProps>> = {
  NewEmail: { step: 'none' },
  Sending: { step: 'sending' },
  PrimaryOtp: { step: 'primaryOtp', newEmail: 'ada.new@example.com' },
  SecondaryOtp: { step: 'secondaryOtp', newEmail: 'ada.new@example.com' },
  Error: { step: 'primaryOtp', newEmail: 'ada.new@example.com', error: 'Invalid code' },
  Done: { step: 'done', currentEmail: 'ada.new@example.com' },
}

/** The new address first. */
export const NewEmail: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('New e-mail address'), 'ada.new@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(args.onEmail).toHaveBeenCalledWith('ada.new@example.com')
  },
}

/** A code sent to the current address. */
export const PrimaryOtp: Story = {
  args: { step: 'primaryOtp', newEmail: 'ada.new@example.com' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/current address ada@example\.com/)).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Code'), '111111')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(args.onCode).toHaveBeenCalledWith('111111')
  },
}

/** Then a code sent to the new address. */
export const SecondaryOtp: Story = {
  args: { step: 'secondaryOtp', newEmail: 'ada.new@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/sent to ada\.new@example\.com/)).toBeVisible()
  },
}

/** A wrong code, in the frame's words. */
export const ErrorState: Story = {
  name: 'Error',
  args: { step: 'primaryOtp', newEmail: 'ada.new@example.com', error: 'Invalid code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid code')
  },
}

/** The new address is the user's. */
export const Done: Story = {
  args: { step: 'done', currentEmail: 'ada.new@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your e-mail is now ada.new@example.com',
    )
  },
}

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <UpdateEmailView {...args} {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
}
