// The relay's method table (notes/walletconnect-local-relay.md §1 "Request params and the
// replies the clients expect"). Besides the irn_* methods, the "Sign 2.5" wc_proposeSession and
// wc_approveSession each subscribe their sender implicitly: the SDK publishes them with
// skipSubscribe and never sends irn_subscribe for those topics.
import type { MailboxClient, PublishInput, TopicMailbox } from './topicMailbox'

export interface HandlerContext {
  readonly client: MailboxClient
  readonly mailbox: TopicMailbox
  /** Counts one message accepted into the mailbox (stats.published). */
  readonly onPublished: () => void
}

export interface HandlerOutcome {
  readonly result: unknown
  /** Runs after the reply is written: a subscribe answers before its mailbox flush (note §1). */
  readonly afterReply?: () => void
}

type Params = Readonly<Record<string, unknown>>
type Handler = (params: Params, context: HandlerContext) => HandlerOutcome

/** Thrown for params of the wrong shape: the reply is JSON-RPC -32602. */
export class InvalidParamsError extends Error {}

const DEFAULT_TTL_SECONDS = 300

/** Tags of the messages carried by the wc_* methods (note §1). */
export const TAG_SESSION_PROPOSAL = 1100
export const TAG_SESSION_PROPOSAL_RESPONSE = 1101
export const TAG_SESSION_SETTLEMENT = 1102

function text(params: Params, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value === '') {
    throw new InvalidParamsError(`params.${key} must be a non-empty string`)
  }
  return value
}

function records(params: Params, key: string): Params[] {
  const value = params[key]
  if (!Array.isArray(value)) throw new InvalidParamsError(`params.${key} must be an array`)
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) {
      throw new InvalidParamsError(`params.${key} must hold objects`)
    }
    return item as Params
  })
}

function texts(params: Params, key: string): string[] {
  const value = params[key]
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new InvalidParamsError(`params.${key} must be an array of strings`)
  }
  return value
}

/** The publish fields shared by irn_publish and the wc_* methods; TVF extras are ignored. */
function publishInput(params: Params, topic: string, message: string, tag?: number): PublishInput {
  const ttl = typeof params.ttl === 'number' && params.ttl > 0 ? params.ttl : DEFAULT_TTL_SECONDS
  return {
    topic,
    message,
    ttl,
    tag: tag ?? (typeof params.tag === 'number' ? params.tag : 0),
    attestation: typeof params.attestation === 'string' ? params.attestation : '',
  }
}

function publish(context: HandlerContext, input: PublishInput) {
  context.mailbox.publish(input, context.client.clientId)
  context.onPublished()
}

function subscribeAll(topics: readonly string[], { client, mailbox }: HandlerContext) {
  const ids = topics.map((topic) => mailbox.subscribe(client, topic))
  const afterReply = () => {
    for (const topic of topics) mailbox.flush(client, topic)
  }
  return { ids, afterReply }
}

function fetchMessages(topics: readonly string[], { client, mailbox }: HandlerContext) {
  return { result: { messages: mailbox.fetch(client, topics), hasMore: false } }
}

export const relayHandlers: Readonly<Record<string, Handler>> = {
  irn_subscribe(params, context) {
    const { ids, afterReply } = subscribeAll([text(params, 'topic')], context)
    return { result: ids[0], afterReply }
  },
  irn_batchSubscribe(params, context) {
    const { ids, afterReply } = subscribeAll(texts(params, 'topics'), context)
    return { result: ids, afterReply }
  },
  irn_unsubscribe(params, { client, mailbox }) {
    mailbox.unsubscribe(client, text(params, 'topic'))
    return { result: true }
  },
  irn_batchUnsubscribe(params, { client, mailbox }) {
    for (const subscription of records(params, 'subscriptions')) {
      mailbox.unsubscribe(client, text(subscription, 'topic'))
    }
    return { result: true }
  },
  irn_publish(params, context) {
    publish(context, publishInput(params, text(params, 'topic'), text(params, 'message')))
    return { result: true }
  },
  irn_batchPublish(params, context) {
    const inputs = records(params, 'messages').map((entry) =>
      publishInput(entry, text(entry, 'topic'), text(entry, 'message')),
    )
    for (const input of inputs) publish(context, input)
    return { result: true }
  },
  irn_fetchMessages: (params, context) => fetchMessages([text(params, 'topic')], context),
  irn_batchFetchMessages: (params, context) => fetchMessages(texts(params, 'topics'), context),
  wc_proposeSession(params, context) {
    const pairingTopic = text(params, 'pairingTopic')
    const proposal = text(params, 'sessionProposal')
    // Implicit subscribe: without it the dapp never sees the proposal response (note §1).
    const { afterReply } = subscribeAll([pairingTopic], context)
    publish(context, publishInput(params, pairingTopic, proposal, TAG_SESSION_PROPOSAL))
    return { result: true, afterReply }
  },
  wc_approveSession(params, context) {
    const sessionTopic = text(params, 'sessionTopic')
    const pairingTopic = text(params, 'pairingTopic')
    const response = text(params, 'sessionProposalResponse')
    const settlement = text(params, 'sessionSettlementRequest')
    // Implicit subscribe: without it the wallet never gets session_request (note §1).
    const { afterReply } = subscribeAll([sessionTopic], context)
    publish(context, publishInput(params, pairingTopic, response, TAG_SESSION_PROPOSAL_RESPONSE))
    publish(context, publishInput(params, sessionTopic, settlement, TAG_SESSION_SETTLEMENT))
    return { result: true, afterReply }
  },
}
