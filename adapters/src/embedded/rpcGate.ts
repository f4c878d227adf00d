// spec §6 and §8 for a host's RPC call to the embedded wallet: read-only methods go straight
// to the frame; methods that sign or send go to the frame too, which asks the visitor on its own
// page (issue 28 (1): the adapter shows it in ApproveTransaction); any other method, or a
// declined one, is refused after 300 ms with the spec's message.
import { ActionNotAllowedError, methodClass, RpcCallNotAllowedError } from '@airlock/core/adapter'
import { EMBEDDED_RPC_REJECT_DELAY_MS, fieldOf } from '@airlock/core/internal'
import { Effect } from 'effect'

const refuse = <E>(error: E) =>
  Effect.andThen(Effect.sleep(EMBEDDED_RPC_REJECT_DELAY_MS), Effect.fail(error))

/** The visitor said no: left ApproveTransaction, or rejected on the wallet's page (4001). */
const isDeclined = (error: unknown) => fieldOf(error, 'code') === 4001

export function gatedRpc<A, E>(
  request: { readonly method: string },
  send: () => Effect.Effect<A, E>,
): Effect.Effect<A, E | RpcCallNotAllowedError | ActionNotAllowedError> {
  // EIP-1102's request for accounts is the read of the signed-in account here.
  const method = request.method === 'eth_requestAccounts' ? 'eth_accounts' : request.method
  // Not on either list of spec §6: the embedded wallet does not do it.
  if (methodClass('eip155', method) === 'unknown') return refuse(new RpcCallNotAllowedError())
  // Safe or not, it goes to the frame, which asks for what needs asking.
  return Effect.catchIf(send(), isDeclined, () => refuse(new ActionNotAllowedError()))
}
