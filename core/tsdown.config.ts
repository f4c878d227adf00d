import { packageBuild } from '../tsdown.base'

/** What a first paint reads of the core (below). */
const firstPaint = [
  'widget/createWidget.ts',
  'initialState/readInitialState.ts',
  'widget/handle/handleErrors.ts',
  'deferredAdapter.ts',
  'domain/networks/evm.ts',
  'domain/connectors/connectorsByNamespace.ts',
  'flows/autoReconnect/autoReconnect.selectors.ts',
  'flows/connection/connection.selectors.ts',
  'flows/modal/modal.selectors.ts',
  'flows/network/network.selectors.ts',
  'flows/toasts/toasts.selectors.ts',
  'flows/systemIds.ts',
  'constants.ts',
  'widget/afterNextPaint.ts',
  'domain/wallets/safeImageUrl.ts',
  'domain/networks/networkImage.ts',
  'errors/errorInfo.ts',
]

export default packageBuild({
  dir: import.meta.dirname,
  entries: ['index', 'adapter', 'internal', 'testing', 'initialState'],
  // Decision 0037: one file per module, so a host's bundler keeps only the modules it uses (the
  // machines, and xstate with them, stay out of a page's first paint) ...
  unbundle: true,
  // ... but what a first paint reads from the core in one file: the handle createWidget returns
  // and its errors, the stored state it starts from, the light adapter the adapters' factories
  // return, the EVM networks a host passes, the selectors the hooks of the kit's account button
  // and modal frame read, the system ids, constants and image addresses (a host-side test fails
  // when a first paint loads any other module of the core, and the build when a root is none).
  groups: [{ name: 'firstPaint', roots: firstPaint }],
  // The stored state alone (decision 0011): what a page renders its buttons from before it
  // loads anything else of ours, a kilobyte, not the first paint's file with effect's core.
  standalone: ['initialState'],
})
