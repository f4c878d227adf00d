// The wallet page's cards: a proposal, a session, a request, each with its buttons.
import {
  type PendingRequest,
  WALLET_CHAINS,
  type WalletProposal,
  type WalletSession,
} from '../../../test/wallets/walletconnect/browser/browserWallet'
import { readableMessage } from '../../../test/wallets/walletconnect/browser/pendingRequest'
import { actionButton, el, terms } from './dom'

/** 'eip155:1' → 'eip155:1 (Ethereum)' for the chains this wallet knows. */
export function chainLabel(caip: string): string {
  const known = WALLET_CHAINS.find((chain) => `eip155:${chain.id}` === caip)
  return known ? `${caip} (${known.name})` : caip
}

interface Decision {
  readonly approve: () => Promise<void>
  readonly reject: () => Promise<void>
}

function decisionButtons(titleId: string, decision: Decision) {
  return el(
    'div',
    { class: 'row' },
    actionButton('Approve', decision.approve, titleId),
    actionButton('Reject', decision.reject, titleId),
  )
}

export function proposalCard(proposal: WalletProposal, decision: Decision): HTMLLIElement {
  const titleId = `proposal-${proposal.id}`
  const { name, url, description } = proposal.proposer.metadata
  const namespaces = [
    ...Object.entries(proposal.requiredNamespaces).map(
      ([key, ns]) => [key, 'required', ns] as const,
    ),
    ...Object.entries(proposal.optionalNamespaces ?? {}).map(
      ([key, ns]) => [key, 'optional', ns] as const,
    ),
  ]
  return el(
    'li',
    { class: 'card', 'aria-labelledby': titleId },
    el('h3', { id: titleId }, `${name} asks to connect`),
    el('p', { class: 'muted' }, url),
    ...(description ? [el('p', {}, description)] : []),
    ...namespaces.flatMap(([key, kind, namespace]) => [
      el('h4', {}, `${key} (${kind})`),
      terms([
        ['chains', (namespace.chains ?? []).map(chainLabel)],
        ['methods', namespace.methods.join(', ') || '—'],
        ['events', namespace.events.join(', ') || '—'],
      ]),
    ]),
    decisionButtons(titleId, decision),
  )
}

export function sessionCard(
  session: WalletSession,
  chainId: number,
  disconnect: () => Promise<void>,
): HTMLLIElement {
  const titleId = `session-${session.topic}`
  const { name, url } = session.peer.metadata
  const rows = Object.entries(session.namespaces).map(
    ([key, namespace]) => [`${key} accounts`, namespace.accounts] as const,
  )
  const activeChain = session.namespaces.eip155
    ? [['active chain', chainLabel(`eip155:${chainId}`)] as const]
    : []
  return el(
    'li',
    { class: 'card', 'aria-labelledby': titleId },
    el('h3', { id: titleId }, name),
    el('p', { class: 'muted' }, url),
    terms([...rows, ...activeChain]),
    el('div', { class: 'row' }, actionButton('Disconnect', disconnect, titleId)),
  )
}

export function requestCard(request: PendingRequest, decision: Decision): HTMLLIElement {
  const titleId = `request-${request.id}`
  const message = readableMessage(request)
  return el(
    'li',
    { class: 'card', 'aria-labelledby': titleId },
    el('h3', { id: titleId }, request.method),
    el('p', { class: 'muted' }, `from ${request.dapp} on ${chainLabel(request.chainId)}`),
    ...(message === undefined ? [] : [el('p', {}, 'Message: ', el('q', {}, message))]),
    el('pre', {}, JSON.stringify(request.params, null, 2)),
    decisionButtons(titleId, decision),
  )
}
