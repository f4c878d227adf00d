import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import type { BrowserCommand } from 'vitest/node'
import { chromiumLaunchOptions } from './test/src/chromium'
import { workspaceSources } from './workspaceSources'

// One root config, one project per workspace, each resolving the packages to their sources
// (workspaceSources.ts).
const workspaces = ['core', 'adapters', 'react-hooks', 'ui-kit', 'test'] as const

// The files that run `npm start` (its Vite dev server over docs/examples). Two servers sharing
// Vite's dependency cache, optimizing it at once on a fresh clone, left pages waiting on 504
// "Outdated Optimize Dep" for good: the e2e project warms one cache first (warmExamples.ts) and
// each server runs on its own copy.
const examplesFiles = ['test/e2e/**/*.test.ts', 'test/src/start.test.ts']
// Hosts outside the workspace (issue 24): each installs the packed tarballs, builds, and is driven
// in Chromium. The packages are built and packed once, in the project's global setup.
const consumerFiles = ['test/consumers/**/*.test.ts']

// What pages in the browser and story projects import, known up front: a dependency Vite
// finds mid-run makes it reload the page (a second React; the file fails on a fresh machine).
const pageDependencies = [
  'react',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'radix-ui',
  '@vanilla-extract/recipes/createRuntimeFn',
  'xstate',
  'effect',
  // Issue 31: wagmi beside Airlock (test/browser/wagmiInReact.browser.test.tsx).
  'wagmi',
  '@tanstack/react-query',
]

// The first story of a file waits while Vite transforms the kit for the page; with the consumers'
// installs and Next build on the other core that took past browser mode's 15 s default (CI,
// 2026-11-26: SendView's and another file's first story). Timings are the bench's, not a test's.
const BROWSER_TEST_TIMEOUT_MS = 60_000

// Debian's chromium (notes/local-stack.md), for the browser tests and the story tests.
const chromiumProvider = playwright({ launchOptions: chromiumLaunchOptions })
/** Browser mode as every browser project runs it: headless Debian chromium. A new object each
 * time: Vitest names each project's instances in place, so one shared object collides. */
const chromiumBrowser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: chromiumProvider,
  instances: [{ browser: 'chromium' as const }],
})

/** Issue 30 (4): a browser test's page under `prefers-reduced-motion: reduce`, or back (null). */
const emulateReducedMotion: BrowserCommand<[reduce: boolean]> = ({ page }, reduce) =>
  page.emulateMedia({ reducedMotion: reduce ? 'reduce' : null })

export default defineConfig({
  // The ui-kit's *.css.ts files compile to static CSS (no runtime style injection).
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: workspaceSources },
  test: {
    passWithNoTests: true,
    setupFiles: [fileURLToPath(new URL('test/src/preloadWidget.ts', import.meta.url))],
    // Vitest's default on 2 cores is one worker, which left a core idle while the end-to-end
    // files wait on their browsers and stacks: two files at a time (an e2e file beside another
    // project's) took the suite from ~13.5 to ~10 minutes on the 2-core machine.
    maxWorkers: 2,
    reporters: [
      'default',
      './test/src/reliabilityReporter.ts',
      './test/src/summaryLineReporter.ts',
      './test/src/timelineReporter.ts',
    ],
    projects: [
      ...workspaces.map((name) => ({
        extends: true as const,
        test: {
          name,
          // The files of a worker share one module graph instead of importing effect, viem, xstate
          // and the WalletConnect SDK again for each file: that importing was most of these
          // projects' time (core 49 → 6 s, test 242 → 85 s on 2 cores). Every file that stubs a
          // global or fakes timers puts it back after itself.
          isolate: false,
          // Many talk to the local chains and services: past Vitest's 5 s default on a loaded
          // 2-core machine (a native send on anvil, CI 2026-11-26).
          testTimeout: 20_000,
          include: [`${name}/**/*.test.ts`, `${name}/**/*.test.tsx`],
          exclude: [
            '**/node_modules/**',
            '**/*.browser.test.ts',
            '**/*.browser.test.tsx',
            '**/*.pixels.test.tsx',
            ...examplesFiles,
            ...consumerFiles,
          ],
        },
      })),
      {
        extends: true as const,
        test: { name: 'e2e', include: examplesFiles, globalSetup: ['test/e2e/warmExamples.ts'] },
      },
      {
        extends: true as const,
        test: {
          name: 'consumers',
          include: consumerFiles,
          globalSetup: ['test/consumers/harness/globalSetup.ts'],
          // Installs and production builds of whole apps, on 2 cores.
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      // Tests that need a real page (EIP-6963 on window, localStorage, the wallet in Chromium):
      // Debian's chromium driven by playwright (notes/local-stack.md).
      {
        extends: true as const,
        // The test wallets' crypto, known up front: a dependency found mid-run makes Vite reload
        // the page, failing that file on a fresh machine.
        optimizeDeps: {
          include: [
            ...pageDependencies,
            '@noble/curves/secp256k1',
            '@noble/curves/ed25519',
            '@noble/hashes/legacy',
            '@noble/hashes/utils',
          ],
        },
        test: {
          name: 'browser',
          include: [
            '**/src/**/*.browser.test.ts',
            'test/**/*.browser.test.ts',
            '**/*.browser.test.tsx',
          ],
          // .stryker-tmp: `npm run mutation`'s sandboxes, while one runs.
          exclude: ['**/node_modules/**', '**/.stryker-tmp/**'],
          globalSetup: ['test/browser/globalSetup.ts'],
          // One stack for every browser test file: they take turns with the chains (snapshots,
          // balances) and the services' faults.
          fileParallelism: false,
          browser: { ...chromiumBrowser(), commands: { emulateReducedMotion } },
        },
      },
      // The kit's pixels under a host's stylesheet (issue 25): the views' stories screenshotted
      // with and without it. No stack, so beside the stories rather than in the browser
      // project's one-file-at-a-time tail.
      {
        extends: true as const,
        optimizeDeps: {
          include: [...pageDependencies, '@storybook/react-vite', 'storybook/test', 'axe-core'],
        },
        test: {
          name: 'kit-pixels',
          include: ['ui-kit/src/**/*.pixels.test.tsx'],
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          // The visual baselines (issue 30) take pages 1280 px wide: the runner's own page is
          // larger, so the test's frame is never scaled down to fit it.
          browser: {
            ...chromiumBrowser(),
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              contextOptions: { viewport: { width: 1600, height: 1400 } },
            }),
          },
        },
      },
      // Every story is a test: it renders, its play function passes, and axe finds nothing.
      {
        extends: true as const,
        plugins: [storybookTest({ configDir: 'stories/.storybook' })],
        // Known up front, so Vite never re-optimizes (and reloads) mid-run on a fresh machine.
        optimizeDeps: {
          include: [
            ...pageDependencies,
            '@storybook/react-vite',
            'storybook/test',
            '@storybook/addon-a11y/preview',
          ],
        },
        test: {
          name: 'stories',
          setupFiles: [
            fileURLToPath(new URL('stories/.storybook/vitest.setup.ts', import.meta.url)),
          ],
          testTimeout: BROWSER_TEST_TIMEOUT_MS,
          browser: chromiumBrowser(),
        },
      },
    ],
  },
})
