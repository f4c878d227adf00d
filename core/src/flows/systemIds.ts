// DESIGN.md: the system id of each flow the root machine invokes (widget.machine.ts), the one
// name by which the flows, the handle and the hooks find a running flow. Its own file, so a flow
// that names another's id (pay invokes its send form as 'pay') imports no root machine.
import type { ChainNamespace } from '../domain/namespaces'

export const widgetSystemIds = {
  modal: 'modal',
  toasts: 'toasts',
  pairing: 'pairing',
  walletList: 'walletList',
  network: 'network',
  autoReconnect: 'autoReconnect',
  disconnect: 'disconnect',
  signIn: 'signIn',
  send: 'send',
  /** A host's payment (spec §1 pay): a second send form, prefilled and confirmed in the Pay view;
   * the payment machine invokes it under this id. */
  pay: 'pay',
  /** A host's payment (spec §1 pay): its steps, from connecting to the confirmed transfer. */
  payment: 'payment',
  activity: 'activity',
  smartSessions: 'smartSessions',
  names: 'names',
  swap: 'swap',
  onramp: 'onramp',
  /** The root actor itself (createWidget registers it), for reactions that read its context. */
  widget: 'widget',
  /** The e-mail and social wallet's frame and logins (spec §3, §4, §7). */
  embeddedWallet: 'embeddedWallet',
  /** spec §7 update e-mail, and spec §6 approval of a host's call (decision 0018). */
  embeddedEmailUpdate: 'embeddedEmailUpdate',
  embeddedApproval: 'embeddedApproval',
  connection: (namespace: ChainNamespace) => `connection.${namespace}` as const,
} as const

/** A pack's flow ids (issue 27, widget/flowsOnFirstUse.ts), and the test for one of them. */
function packIds<const Ids extends readonly string[]>(ids: Ids) {
  return {
    ids,
    has: (id: string): id is Ids[number] => (ids as readonly string[]).includes(id),
  }
}

/**
 * Issue 27: the account's forms and lists, which start on first use (a hook, a view or a handle
 * method that needs one), their code with them (flows/accountFlows.ts): connecting needs none.
 * `pay` is the payment's own send form and starts with it.
 */
export const accountFlowIds = packIds([
  'send',
  'pay',
  'payment',
  'activity',
  'smartSessions',
  'swap',
  'onramp',
])

export type AccountFlowId = (typeof accountFlowIds.ids)[number]

/** Issue 27: the embedded wallet's flows, started with the widget when the host configured an
 * embedded wallet (flows/embeddedWallet/embeddedFlows.ts), else on first use. */
export const embeddedFlowIds = packIds([
  'embeddedWallet',
  'embeddedEmailUpdate',
  'embeddedApproval',
])

export type EmbeddedFlowId = (typeof embeddedFlowIds.ids)[number]
