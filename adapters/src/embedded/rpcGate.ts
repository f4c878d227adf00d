// spec §6 and §8 for a host's RPC call to the embedded wallet: read-only methods go straight
// to the frame; methods that sign or send wait for the visitor's approval (ApproveTransaction);
// any other method, or a declined approval, is refused after 300 ms with the spec's message.
import {
  ActionNotAllowedError,
  type AuthConnectorHost,
  methodClass,
  RpcCallNotAllowedError,
} from '@airlock/core/adapter'
import { EMBEDDED_RPC_REJECT_DELAY_MS } from '@airlock/core/internal'
import { Effect } from 'effect'

const refuse = <E>(error: E) =>
  Effect.andThen(Effect.sleep(EMBEDDED_RPC_REJECT_DELAY_MS), Effect.fail(error))

export function gatedRpc<A, E>(
  host: AuthConnectorHost | undefined,
  request: { readonly method: string; readonly params?: unknown },
  send: () => Effect.Effect<A, E>,
): Effect.Effect<A, E | RpcCallNotAllowedError | ActionNotAllowedError> {
  // EIP-1102's request for accounts is the read of the signed-in account here.
  const method = request.method === 'eth_requestAccounts' ? 'eth_accounts' : request.method
  const kind = methodClass('eip155', method)
  if (kind === 'safe') return send()
  // Not on either list of spec §6: the embedded wallet does not do it.
  if (kind === 'unknown' || !host) return refuse(new RpcCallNotAllowedError())
  return Effect.flatMap(
    host.approve(request),
    (approved): Effect.Effect<A, E | ActionNotAllowedError> =>
      approved ? send() : refuse(new ActionNotAllowedError()),
  )
}
