// Reactions around the active network (spec §2, §4): a switch is stored and told to the host,
// leaves UnsupportedChain, and opens Connect for a namespace that holds no account; a failed
// switch shows its toast; the wallet moving to a chain that is not requested opens
// UnsupportedChain (with switching enabled, unsupported chains not allowed, basic mode off).
import type { CaipNetwork } from '../../domain/types'
import type { Tell } from '../../widget/hostEvents'
import type { Flows } from '../flows'
import type { OpeningFacts } from '../modal/views'

type NetworkFlows = Pick<Flows, 'modal' | 'network' | 'toasts' | 'connections'>

export interface NetworkReactionDeps {
  /** spec §3: the active network is stored. */
  readonly saveActive: (network: CaipNetwork) => void
  readonly anyConnected: () => boolean
  /** The opening facts when the widget itself opens a view. */
  readonly opening: (facts: Pick<OpeningFacts, 'connected' | 'unsupportedChain'>) => OpeningFacts
  /** Whether the configuration lets UnsupportedChain open (spec §2). */
  readonly unsupportedOpens: boolean
}

export function networkReactions(
  f: NetworkFlows,
  tell: Tell,
  deps: NetworkReactionDeps,
): () => void {
  const subscriptions = [
    f.network.on('SWITCH_NETWORK', (event) => {
      deps.saveActive(event.caipNetwork)
      // Issue 31: a switch made is the connection's chain too (the adapter checked the wallet
      // is on it), whether or not the wallet also tells chainChanged (the widget's EIP-1193
      // provider and wagmi read the connection's chain).
      const connection = f.connections.get(event.caipNetwork.chainNamespace)
      const connected = connection?.getSnapshot()
      if (
        connected?.hasTag('connected') &&
        String(connected.context.chainId) !== String(event.caipNetwork.id)
      ) {
        connection?.send({ type: 'wallet.chainChanged', chainId: event.caipNetwork.id })
      }
      if (f.modal.getSnapshot().context.stack.at(-1)?.view === 'UnsupportedChain') {
        f.modal.send({ type: 'app.switchedFromUnsupported' })
      }
      // spec §2 "opened for a given chain namespace": a network of a namespace that holds no
      // account, picked while the modal shows another's account, opens that namespace's Connect.
      const namespace = event.caipNetwork.chainNamespace
      if (
        !f.modal.getSnapshot().hasTag('closed') &&
        deps.anyConnected() &&
        !f.connections.get(namespace)?.getSnapshot().hasTag('connected')
      ) {
        f.modal.send({
          type: 'user.open',
          namespace,
          facts: deps.opening({ connected: false, unsupportedChain: false }),
        })
      }
      tell({ type: 'SWITCH_NETWORK', caipNetwork: event.caipNetwork })
    }),
    f.network.on('network.switchFailed', (event) => {
      f.modal.send({ type: 'app.switchFailed' })
      const message = event.error instanceof Error ? event.error.message : 'Network switch failed'
      f.toasts.send({ type: 'app.toast', toast: { variant: 'error', message } })
    }),
    f.network.on('network.unsupported', () => {
      if (!deps.unsupportedOpens || !deps.anyConnected()) return
      f.modal.send({
        type: 'user.open',
        facts: deps.opening({ connected: true, unsupportedChain: true }),
      })
    }),
  ]
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe()
  }
}
