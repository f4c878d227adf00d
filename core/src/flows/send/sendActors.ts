// The send flow's side effects (spec §4 token send, §7 identity and profile): the receiver
// lookup, the network fee and the transfer. Provided by flowActorsFor on the widget's runtime;
// the host's payment (spec §1 pay) runs the same machine as its child.
import { Cause, Effect, Fiber } from 'effect'
import { type EventObject, fromCallback } from 'xstate'
import { ConnectorNotFoundError, UnsupportedOperationError } from '../../adapter'
import { ETH_COIN_TYPE } from '../../domain/coinType'
import type { ChainNamespace } from '../../domain/namespaces'
import type { SendRequest } from '../../domain/sendRequest'
import { NameResolveError, NetworkNotFoundError } from '../../errors/sdk'
import { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import { type ConnectedAccount, connectedWallet } from '../connection/connectionActors'
import { fromEffect } from '../effectActors'
import type { TransactionInput, TransactionReport } from '../transaction/transaction.machine'
import { transactionErrorOf } from '../transaction/transactionErrors'
import { isAddressIn, receiverIsAddress } from './receiverAddress'
import { sendMachine, transferMachine } from './send.machine'

/** spec §7 identity and profile: an address with its name and avatar, or a name's address. */
const resolveReceiver =
  (adapters: ResolvedConfig['adapters']) =>
  (input: { readonly receiver: string; readonly namespace?: ChainNamespace }) =>
    Effect.gen(function* () {
      const api = yield* BlockchainApi
      const namespace = input.namespace ?? 'eip155'
      if (isAddressIn(adapters, namespace, input.receiver)) {
        // spec §9: identity is eip155's; elsewhere the address alone.
        if (namespace !== 'eip155') return { address: input.receiver }
        const identity = yield* api.fetchIdentity({ address: input.receiver })
        return {
          address: input.receiver,
          profileName: identity.name ?? undefined,
          profileImageUrl: identity.avatar ?? undefined,
        }
      }
      const profile = yield* api.names.lookupName(input.receiver)
      // ENSIP-11: eip155 names keep their address under coin type 60.
      const address = profile.addresses[String(ETH_COIN_TYPE)]?.address
      if (!address) return yield* Effect.fail(new NameResolveError())
      return {
        address,
        profileName: profile.name,
        profileImageUrl: profile.attributes?.avatar,
      }
    })

export function sendActors(
  config: ResolvedConfig,
  runtime: WidgetRuntime,
  connectedAccount: ConnectedAccount,
) {
  /** The request's network and the wallet connected on its namespace, with its address. */
  const sendingWallet = (request: SendRequest) =>
    Effect.gen(function* () {
      const network = config.networks.find(
        (candidate) => candidate.caipNetworkId === request.caipNetworkId,
      )
      if (!network)
        return yield* Effect.fail(new NetworkNotFoundError({ cause: request.caipNetworkId }))
      const wallet = yield* connectedWallet(config, connectedAccount, request.namespace)
      const { address, connectorId } = wallet
      if (!address) return yield* Effect.fail(new ConnectorNotFoundError({ connectorId }))
      return { ...wallet, network, address }
    })

  /** spec §4: the transfer, reporting pending, replaced and the outcome as it goes. */
  const submit = fromCallback<EventObject, TransactionInput<SendRequest>>(
    ({ input: { request }, sendBack }) => {
      const report = (event: TransactionReport) => sendBack(event)
      const program = Effect.gen(function* () {
        const { network, adapter, connectorId, address } = yield* sendingWallet(request)
        return yield* adapter.transfer({
          connectorId,
          caipNetwork: network,
          from: address,
          to: request.to,
          amount: request.amount,
          tokenAddress: request.tokenAddress,
          decimals: request.decimals,
          recipientConfirmed: request.recipientConfirmed,
          onSubmitted: (hash) => report({ type: 'transaction.submitted', hash }),
          onReplaced: ({ reason, hash }) => report({ type: 'transaction.replaced', reason, hash }),
        })
      })
      const fiber = runtime.runFork(
        Effect.matchCause(program, {
          onSuccess: (hash) => report({ type: 'transaction.confirmed', hash }),
          onFailure: (cause) => {
            if (Cause.hasInterruptsOnly(cause)) return
            report({ type: 'transaction.failed', error: transactionErrorOf(Cause.squash(cause)) })
          },
        }),
      )
      return () => {
        runtime.runFork(Fiber.interrupt(fiber))
      }
    },
  )

  /** Issue 25: the network fee of the transfer the form makes, from its adapter when it can. */
  const estimateFee = (request: SendRequest) =>
    Effect.gen(function* () {
      const { network, adapter, address } = yield* sendingWallet(request)
      if (!adapter.estimateTransferFee) {
        return yield* Effect.fail(
          new UnsupportedOperationError({
            operation: 'estimateTransferFee',
            namespace: request.namespace,
          }),
        )
      }
      return yield* adapter.estimateTransferFee({
        caipNetwork: network,
        from: address,
        to: request.to,
        amount: request.amount,
        tokenAddress: request.tokenAddress,
      })
    })

  const send = sendMachine.provide({
    guards: {
      receiverIsAddress: receiverIsAddress((namespace, value) =>
        isAddressIn(config.adapters, namespace, value),
      ),
    },
    actors: {
      resolveReceiver: fromEffect(runtime, resolveReceiver(config.adapters)),
      estimateFee: fromEffect(runtime, estimateFee),
      transfer: transferMachine.provide({ actors: { submit } }),
    },
  })
  // spec §1 pay: the host's payment runs a send of its own (payActors), so the visitor's Send
  // form stays.
  return { send }
}
