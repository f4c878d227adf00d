import { packageBuild } from '../tsdown.base'

/** What a first paint reads beyond the stored state (below). */
const firstPaint = [
  'widget/createWidget.ts',
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
  // ... but what a first paint reads from the core in two files: the stored state a page renders
  // its buttons from before anything else (decision 0011), and the rest: the handle createWidget
  // returns and its errors, the light adapter the adapters' factories return, the EVM networks a
  // host passes, the selectors the hooks of the kit's account button and modal frame read, the
  // system ids, constants and image addresses (a host-side test fails when a first paint loads
  // any other module of the core, and the build when a root is no module).
  groups: [
    { name: 'storedState', roots: ['initialState/readInitialState.ts'] },
    { name: 'firstPaint', roots: firstPaint },
  ],
})
