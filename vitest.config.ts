import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

// One root config, one project per workspace. Workspace packages resolve to their
// TypeScript sources through package.json `exports`, so no build step sits between
// a change and its test.
const workspaces = ['core', 'adapters', 'react-hooks', 'ui-kit', 'test'] as const

export default defineConfig({
  // The ui-kit's *.css.ts files compile to static CSS (no runtime style injection).
  plugins: [vanillaExtractPlugin()],
  test: {
    passWithNoTests: true,
    reporters: ['default', './test/src/summaryLineReporter.ts'],
    projects: [
      ...workspaces.map((name) => ({
        extends: true as const,
        test: {
          name,
          include: [`${name}/**/*.test.ts`, `${name}/**/*.test.tsx`],
          exclude: ['**/node_modules/**', '**/*.browser.test.ts', '**/*.browser.test.tsx'],
        },
      })),
      // Tests that need a real page (EIP-6963 on window, localStorage, the wallet in Chromium):
      // Debian's chromium driven by playwright (notes/local-stack.md).
      {
        extends: true as const,
        test: {
          name: 'browser',
          include: [
            '**/src/**/*.browser.test.ts',
            'test/**/*.browser.test.ts',
            '**/*.browser.test.tsx',
          ],
          exclude: ['**/node_modules/**'],
          globalSetup: ['test/browser/globalSetup.ts'],
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--headless',
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
