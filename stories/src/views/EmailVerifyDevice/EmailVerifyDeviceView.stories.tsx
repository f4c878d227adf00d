import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { EmailVerifyDeviceView } from '../../../../ui-kit/src/views/EmailVerifyDevice/EmailVerifyDeviceView'
import { GridCard, StoryGrid } from '../../StoryGrid'

const meta = {
  title: 'Views/EmailVerifyDevice',
  component: EmailVerifyDeviceView,
  args: { email: 'ada@example.com' },
} satisfies Meta<typeof EmailVerifyDeviceView>

export default meta
type Story = StoryObj<typeof meta>

/** A new device waits for the approval link mailed to the address. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/approval link to ada@example\.com/)).toBeVisible()
    await expect(
      canvas.getByRole('progressbar', { name: 'Waiting for the approval' }),
    ).toBeVisible()
  },
}

/** The wait failed (here: the frame's request timed out). */
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Embedded Wallet Request Timed Out' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Embedded Wallet Request Timed Out')
    await expect(canvas.queryByRole('progressbar')).toBeNull()
  },
}

export const WaitingLight: Story = { parameters: { theme: 'light' } }

export const Grid: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <StoryGrid>
      <GridCard label="Waiting">
        <EmailVerifyDeviceView {...args} />
      </GridCard>
      <GridCard label="Error">
        <EmailVerifyDeviceView {...args} error="Embedded Wallet Request Timed Out" />
      </GridCard>
    </StoryGrid>
  ),
}
