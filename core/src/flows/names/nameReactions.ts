// Reactions around account names: a registered name shows RegisterAccountNameSuccess
// (spec §2); a wallet cancel returns to RegisterAccountName (spec §2); outcomes become host events
// (and so analytics; the *_ERROR one also error telemetry, spec §7). Another account (or none)
// starts the form over: a name typed for one account is not registered by the next.
import type { Tell } from '../../widget/hostEvents'
import type { Flows } from '../flows'

type NameFlows = Pick<Flows, 'modal' | 'names' | 'connections'>

export function nameReactions(f: NameFlows, tell: Tell): () => void {
  const topView = () => f.modal.getSnapshot().context.stack.at(-1)?.view
  const subscriptions = [
    f.names.on('names.registered', (event) => {
      if (topView() === 'RegisterAccountName') {
        f.modal.send({ type: 'user.replace', entry: { view: 'RegisterAccountNameSuccess' } })
      }
      tell({ type: 'REGISTER_ACCOUNT_NAME_SUCCESS', name: event.name, address: event.address })
    }),
    f.names.on('names.cancelled', () => f.modal.send({ type: 'app.nameRegistrationCancelled' })),
    f.names.on('names.failed', (event) =>
      tell({ type: 'REGISTER_ACCOUNT_NAME_ERROR', name: event.name, error: event.error }),
    ),
  ]
  const accounts = () =>
    [...f.connections.values()].map((actor) => actor.getSnapshot().context.caipAddress).join()
  let current = accounts()
  for (const connection of f.connections.values()) {
    subscriptions.push(
      connection.subscribe(() => {
        const next = accounts()
        if (next !== current) f.names.send({ type: 'app.reset' })
        current = next
      }),
    )
  }
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
