// The Account view connected through the embedded wallet (issue 16): its e-mail, the way to
// change it, and the account type (spec §3 preferredAccountTypes).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { AccountView } from '../../../../ui-kit/src/views/Account/AccountView'
import { baseArgs, Stateful } from './AccountStateful'

const meta = {
  title: 'Views/Account/Embedded wallet',
  component: AccountView,
  render: (args) => <Stateful {...args} />,
  args: {
    ...baseArgs(),
    embedded: {
      email: 'ada@example.com',
      accountType: 'eoa',
      onUpdateEmail: fn(),
      onAccountType: fn(),
    },
  },
} satisfies Meta<typeof AccountView>

export default meta
type Story = StoryObj<typeof meta>

/** Signed in by e-mail: the address, Update e-mail, and a switch to the smart account. */
export const EmailUser: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const part = within(canvas.getByTestId('embedded-account'))
    await expect(part.getByText('ada@example.com')).toBeVisible()
    await expect(part.getByText('Account type: Externally owned account')).toBeVisible()
    await userEvent.click(part.getByRole('button', { name: 'Update e-mail' }))
    await expect(args.embedded?.onUpdateEmail).toHaveBeenCalledOnce()
    await userEvent.click(part.getByRole('button', { name: 'Smart account' }))
    await expect(args.embedded?.onAccountType).toHaveBeenCalledWith('smartAccount')
  },
}

/** Signed in by a social account: no e-mail to change. */
export const SocialUser: Story = {
  args: {
    embedded: { accountType: 'smartAccount', onAccountType: fn() },
  },
  play: async ({ canvas }) => {
    const part = within(canvas.getByTestId('embedded-account'))
    await expect(part.queryByRole('button', { name: 'Update e-mail' })).toBeNull()
    await expect(part.getByRole('button', { name: 'Externally owned account' })).toBeVisible()
  },
}

/** On a network without the smart account (spec §3 smartAccountEnabledNetworks): no switch. */
export const SmartAccountUnavailable: Story = {
  args: {
    embedded: { email: 'ada@example.com', accountType: 'eoa', onUpdateEmail: fn() },
  },
  play: async ({ canvas }) => {
    const part = within(canvas.getByTestId('embedded-account'))
    await expect(part.getByText('Account type: Externally owned account')).toBeVisible()
    await expect(part.queryByRole('button', { name: 'Smart account' })).toBeNull()
  },
}
