// The steps a Vite + React consumer (test/consumers/apps/vite-react18, installed on React 18 or
// 19) is put through, so its test files differ only in their manifest: the production build
// served by `vite preview`, the injected wallet connected through the styled default modal, the
// chain's balance shown, disconnect; the page that forgot the stylesheet on the dev server;
// strict tsc with bundler and node16 resolution; what the first paint loads (decision 0037).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chainBalance, shownBalance } from '../../src/chainBalance'
import { testAccount } from './consumerBrowser'
import {
  firstPaintModules,
  flowOnFirstUseModule,
  groupedModuleOf,
  heavyModule,
  modulesOfScripts,
  sourceMappedBuild,
  sourceMappedOutDir,
} from './firstPaintModules'
import type { ConsumerManifest } from './installConsumer'
import { servedForSuite } from './servedConsumer'
import { typeCheckTests } from './typeCheck'
import { startVite } from './viteCli'

const poll = { timeout: 15_000 }
const shortAccount = `${testAccount.slice(0, 6)}…${testAccount.slice(-4)}`

/** What the kit's stylesheet gives the open modal: its background and a theme variable. */
const modalStyle = (page: Page) =>
  page.getByRole('dialog').evaluate((dialog) => {
    const style = getComputedStyle(dialog)
    return {
      background: style.backgroundColor,
      accent: style.getPropertyValue('--airlock-color-accent').trim(),
    }
  })

// ConnectButton, and AccountButton showing it while disconnected (apps/vite-react18/src/App.tsx).
const connectButtons = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' })

async function openConnectModal(page: Page) {
  await connectButtons(page).first().click()
  await page.getByRole('dialog').waitFor(poll)
}

async function connectTestWallet(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expect.poll(() => page.getByRole('button', { name: shortAccount }).count(), poll).toBe(1)
}

export function viteReactConsumerTests(manifest: ConsumerManifest) {
  describe(`${manifest.name}: Vite + React ${manifest.dependencies.react} from the tarballs`, () => {
    const started = servedForSuite(manifest)

    it('production build: the styled modal connects the test wallet, shows the chain balance, disconnects', async () => {
      const { browser, url } = started()
      const { context, page, log } = await browser.open(url)
      try {
        const reactVersion = `React ${manifest.dependencies.react}`
        await expect
          .poll(() => page.getByTestId('react-version').textContent(), poll)
          .toBe(reactVersion)
        await openConnectModal(page)
        // Styled by @airlock/ui-kit/styles.css: an opaque panel, the theme's variables set.
        const style = await modalStyle(page)
        expect(style.background).not.toBe('rgba(0, 0, 0, 0)')
        expect(style.accent).not.toBe('')
        await connectTestWallet(page)

        await page.getByRole('button', { name: shortAccount }).click()
        const balance = page.getByRole('dialog').getByTestId('native-balance')
        const onChain = await chainBalance(browser.stack.chains.mainnet.rpcUrl, testAccount)
        await expect.poll(() => balance.textContent(), poll).toBe(shownBalance(onChain))

        await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
        await expect.poll(() => connectButtons(page).count(), poll).toBe(2)
        expect(await page.getByRole('button', { name: shortAccount }).count()).toBe(0)
        expect(log.pageErrors).toEqual([])
        expect(log.consoleErrors).toEqual([])
      } finally {
        await context.close()
      }
    })

    it('dev server, the page without the stylesheet: the modal works unstyled and one console warning names the stylesheet', async () => {
      const { browser, dir } = started()
      const dev = await startVite(dir, 'dev')
      const { context, page, log } = await browser.open(`${dev.url}without-styles.html`)
      try {
        await openConnectModal(page)
        expect((await modalStyle(page)).accent).toBe('')
        await connectTestWallet(page)
        const warnings = log.consoleWarnings.filter((text) =>
          text.includes('@airlock/ui-kit/styles.css'),
        )
        expect(warnings, log.consoleWarnings.join('\n')).toHaveLength(1)
        expect(log.pageErrors).toEqual([])
      } finally {
        await context.close()
        await dev.stop()
      }
    })

    // Decision 0037: the README's host paints its buttons before the widget's code arrives.
    it('production build: the first paint loads the kit and none of the widget it loads after', async () => {
      const modules = await firstPaintModules(started().dir)
      expect(modules.some((source) => source.includes('@airlock/ui-kit/dist/'))).toBe(true)
      expect(modules.filter((source) => heavyModule.test(source))).toEqual([])
      // Issue 27: what it reads of the core and the hooks is a file each (their tsdown configs),
      // not a dozen chunks of a few hundred bytes each.
      expect(new Set(modules.map(groupedModuleOf).filter(Boolean))).toEqual(
        new Set(['core/firstPaint.js', 'react-hooks/firstPaint.js']),
      )
    })

    // Issue 27: the modal opens with the widget's own flows; the account's and the embedded
    // wallet's (none configured here) load on first use.
    it('production build: opening the modal loads none of the flows that start on first use', async () => {
      const { browser, dir } = started()
      // The same build with source maps, so each loaded script names its modules.
      await sourceMappedBuild(dir)
      const preview = await startVite(dir, 'preview', ['--outDir', sourceMappedOutDir])
      const { context, page } = await browser.open(preview.url)
      try {
        await openConnectModal(page)
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /Airlock Test Wallet/ })
          .waitFor(poll)
        await page.waitForLoadState('networkidle')
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname.slice(1))
            .filter((path) => /^assets\/.+\.js$/.test(path)),
        )
        const modules = await modulesOfScripts(dir, scripts)
        expect(modules.some((source) => source.includes('/widget/startWidget.js'))).toBe(true)
        expect(modules.filter((source) => flowOnFirstUseModule.test(source))).toEqual([])
      } finally {
        await context.close()
        await preview.stop()
      }
    })

    typeCheckTests(() => started().dir)
  })
}
