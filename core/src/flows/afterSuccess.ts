// What a confirmed send or swap and a purchase the history shows do alike (spec §4 "Success
// resets form, refreshes balances, returns to Account"): the modal returns to Account (it ignores
// this while closed), a success toast says `message`, and the history is read again. The balances
// follow through the host event ACCOUNT_REFRESH, which each flow's reactions tell themselves.
import type { FlowsWithAccount } from './flows'

export function afterSuccess(
  f: Pick<FlowsWithAccount, 'modal' | 'toasts' | 'activity'>,
  message: string,
) {
  f.modal.send({ type: 'app.sendSucceeded' })
  f.toasts.send({ type: 'app.toast', toast: { variant: 'success', message } })
  f.activity.send({ type: 'user.refresh' })
}
