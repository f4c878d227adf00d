// The e2e project's global setup: one `npm start` whose pages are loaded once, so Vite's
// dependency cache holds every dependency the examples import before the e2e files start their
// own servers (each on a copy of it, test/src/startExamples.ts) two at a time.
import { rm } from 'node:fs/promises'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../src/chromium'
import { examplesCacheSeed, startExamples } from '../src/startExamples'

const pages = ['', '?namespaces=all', 'custom/', 'wallet/', 'headless/']

export default async function warmExamples() {
  await rm(examplesCacheSeed, { recursive: true, force: true })
  const [running, browser] = await Promise.all([
    startExamples({ cacheDir: examplesCacheSeed }),
    chromium.launch(chromiumLaunchOptions),
  ])
  try {
    const base = running.urls[0] ?? ''
    for (const path of pages) {
      const page = await browser.newPage()
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 120_000 })
      // The modal's lazily loaded views and their dependencies too.
      const connect = page.getByRole('button', { name: 'Connect Wallet' })
      if (path === '' && (await connect.count()) > 0) {
        await connect.click()
        await page.waitForLoadState('networkidle')
      }
      await page.close()
    }
  } finally {
    await browser.close()
    await running.stop()
  }
}
