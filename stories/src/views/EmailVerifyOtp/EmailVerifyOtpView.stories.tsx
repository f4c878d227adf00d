import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  EmailVerifyOtpView,
  type EmailVerifyOtpViewProps,
} from '../../../../ui-kit/src/views/EmailVerifyOtp/EmailVerifyOtpView'
import { GridCard, StoryGrid } from '../../StoryGrid'

const meta = {
  title: 'Views/EmailVerifyOtp',
  component: EmailVerifyOtpView,
  args: { email: 'ada@example.com', verifying: false, onSubmit: fn(), onResend: fn() },
} satisfies Meta<typeof EmailVerifyOtpView>

export default meta
type Story = StoryObj<typeof meta>

const states: Record<string, Partial<EmailVerifyOtpViewProps>> = {
  Idle: {},
  Verifying: { verifying: true },
  WrongCode: { error: 'Invalid code' },
  Cooldown: { error: 'Please try again after 24 seconds' },
}

/** The code mailed to the address; typing it and Verify submit it. */
export const Idle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/ada@example\.com/)).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Code'), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }))
    await expect(args.onSubmit).toHaveBeenCalledWith('123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }))
    await expect(args.onResend).toHaveBeenCalledOnce()
  },
}

/** The code is being checked: the form waits. */
export const Verifying: Story = {
  args: { verifying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Verifying…' })).toBeDisabled()
    await expect(canvas.getByLabelText('Code')).toBeDisabled()
  },
}

/** The frame refused the code. */
export const WrongCode: Story = {
  args: { error: 'Invalid code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid code')
    await expect(canvas.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** spec §5: a resend within 30 s of the last trigger. */
export const Cooldown: Story = {
  args: { error: 'Please try again after 24 seconds' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please try again after 24 seconds')
  },
}

export const IdleLight: Story = { parameters: { theme: 'light' } }

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      {Object.entries(states).map(([label, state]) => (
        <GridCard key={label} label={label}>
          <EmailVerifyOtpView {...args} {...state} />
        </GridCard>
      ))}
    </StoryGrid>
  ),
}
