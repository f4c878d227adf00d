// Reactions around sign-in (spec §2, §4 SIWX): the forced SIWXSignMessage view and its close
// lock, and what each outcome does to the modal (closes it, shows the error, goes back to
// Connect), the host's events, and the disconnect a required sign-in's cancel asks for.
import type { Tell } from '../../widget/hostEvents'
import type { Flows } from '../flows'

type SignInFlows = Pick<Flows, 'modal' | 'signIn' | 'toasts'>

export function signInReactions(f: SignInFlows, tell: Tell, disconnectAll: () => void): () => void {
  const subscriptions = [
    f.signIn.on('signIn.needed', (event) =>
      f.modal.send({ type: 'app.signInNeeded', required: event.required }),
    ),
    f.signIn.on('signIn.success', () => {
      f.modal.send({ type: 'app.signInSucceeded' })
      tell({ type: 'SIWX_AUTH_SUCCESS' })
    }),
    f.signIn.on('signIn.failed', () => f.modal.send({ type: 'app.signInFailed' })),
    f.signIn.on('signIn.cancelled', (event) => {
      f.modal.send({ type: 'app.signInCancelled' })
      if (event.disconnect) disconnectAll()
    }),
    // spec §8: initialisation failed: its toast, a disconnect, and back to Connect.
    f.signIn.on('signIn.initFailed', (event) => {
      f.modal.send({ type: 'app.signInCancelled' })
      f.toasts.send({
        type: 'app.toast',
        toast: { variant: 'error', message: event.error.message },
      })
      disconnectAll()
    }),
  ]
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
