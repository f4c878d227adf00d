// createWidget's checks run before any widget code has loaded (decision 0037), so this file
// imports no effect: withAuthAdapter.ts, which joins the running adapters, does.
import type { AuthConnector } from '../../authConnector'
import type { WidgetAdapter } from '../../deferredAdapter'

/** The adapters a widget lists: the host's, and the auth connector's own when no host adapter
 * serves its namespace (what createWidget checks before any adapter's code has loaded). */
export function withAuthListed(
  adapters: readonly WidgetAdapter[],
  auth: AuthConnector | undefined,
): readonly WidgetAdapter[] {
  if (!auth || adapters.some((adapter) => adapter.namespace === auth.adapter.namespace)) {
    return adapters
  }
  return [...adapters, auth.adapter]
}
