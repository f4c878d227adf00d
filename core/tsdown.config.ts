import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { packageBuild } from '../tsdown.base'

/** Every flow's selectors: the hooks a first paint renders read the flows through them. */
const selectors = readdirSync(join(import.meta.dirname, 'src', 'flows'), { recursive: true })
  .map(String)
  .filter((path) => path.endsWith('.selectors.ts'))
  .map((path) => `flows/${path}`)

/** What the rest of a first paint reads (below). */
const firstPaint = [
  'widget/createWidget.ts',
  'widget/handle/handleErrors.ts',
  'domain/networks/evm.ts',
  'adapter.ts',
  'domain/connectors/connectorsByNamespace.ts',
  ...selectors,
  'flows/systemIds.ts',
  'flows/onramp/onrampRules.ts',
  'constants.ts',
  'domain/units.ts',
  'domain/activity/filterByChain.ts',
  'domain/activity/groupTransactions.ts',
  'domain/activity/spamFilter.ts',
  'domain/wallets/safeImageUrl.ts',
  'domain/networks/networkImage.ts',
]

export default packageBuild({
  dir: import.meta.dirname,
  entries: ['index', 'adapter', 'internal', 'testing', 'initialState'],
  // Decision 0037: one file per module, so a host's bundler keeps only the modules it uses (the
  // machines, and xstate with them, stay out of a page's first paint) ...
  unbundle: true,
  // ... but what a first paint reads from the core in two files: the stored state a page renders
  // its buttons from before anything else (decision 0011), and the rest of what it reads: the
  // handle createWidget returns and its errors, the networks a host passes, the adapter contract
  // the adapters' light parts import, the selectors and system ids the hooks read, the amounts
  // and the kit's image addresses (a host-side test fails when a first paint loads another).
  groups: [
    { name: 'storedState', roots: ['initialState/readInitialState.ts'] },
    { name: 'firstPaint', roots: firstPaint },
  ],
})
