// spec §5 send rules: whether a receiver is an address of the namespace, by the address rule its
// adapter brings (ChainAdapter.parseAddress), so the widget loads no other namespace's rule.
import { Result } from 'effect'
import type { ChainAdapter } from '../../adapter'
import type { ChainNamespace } from '../../domain/namespaces'
import { adapterOf } from '../connection/connectionActors'
import type { SendContext, SendEvent } from './send.types'

export function isAddressIn(
  adapters: readonly ChainAdapter[],
  namespace: ChainNamespace,
  value: string,
): boolean {
  const adapter = adapterOf(adapters, namespace)
  return adapter !== undefined && Result.isSuccess(adapter.parseAddress(value))
}

/** The send machine's `receiverIsAddress` guard over an address rule (sendActors gives the
 * adapters'; a test may give core's `isValidAddress`). */
export const receiverIsAddress =
  (isAddress: (namespace: ChainNamespace, value: string) => boolean) =>
  ({ context, event }: { context: SendContext; event: SendEvent }): boolean =>
    event.type === 'user.setReceiver' &&
    context.namespace !== undefined &&
    isAddress(context.namespace, event.receiver.trim())
