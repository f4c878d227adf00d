// What every end-to-end file on the examples shares: `npm start` on free ports and Debian's
// chromium for the file, a fresh browser context per page (its own storage), page errors
// collected, and screenshots under .artifacts/<name>/.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { chromiumLaunchOptions } from '../src/chromium'
import { type RunningExamples, startExamples } from '../src/startExamples'

export interface OpenedPage {
  readonly context: BrowserContext
  readonly page: Page
  /** Uncaught errors in the page; a test expects none. */
  readonly errors: string[]
  /** What the page logged as an error, with where (Chromium logs each failed request, a
   * refused navigation, …); a test that walks a flow whole expects none. */
  readonly consoleErrors: string[]
}

export function examplesHarness(artifactsName: string) {
  const artifacts = join(import.meta.dirname, '..', '..', '.artifacts', artifactsName)
  let running: RunningExamples | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    await mkdir(artifacts, { recursive: true })
    ;[running, browser] = await Promise.all([
      startExamples(),
      chromium.launch(chromiumLaunchOptions),
    ])
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await running?.stop()
  })

  const started = () => {
    if (!running || !browser) throw new Error('the examples are not running (beforeAll failed)')
    return { running, browser }
  }

  return {
    /** The printed URLs (see startExamples): examples, decisions, chain 1, Sepolia, … */
    urls: () => started().running.urls,
    /** A new context's page at `path` of the examples (`''` is the default modal). */
    /** `device`: more of the context (a phone's user agent, touch); `initScript` runs before
     * the page's own scripts. */
    open: async (
      path = '',
      viewport = { width: 1280, height: 800 },
      { device, initScript }: { device?: BrowserContextOptions; initScript?: string } = {},
    ): Promise<OpenedPage> => {
      const context = await started().browser.newContext({ viewport, ...device })
      if (initScript) await context.addInitScript(initScript)
      const page = await context.newPage()
      const errors: string[] = []
      const consoleErrors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') {
          consoleErrors.push(`${message.text()} ${message.location().url}`)
        }
      })
      await page.goto(`${started().running.urls[0] ?? ''}${path}`)
      return { context, page, errors, consoleErrors }
    },
    snap: (page: Page, name: string) => page.screenshot({ path: join(artifacts, `${name}.png`) }),
  }
}

/** From Account: the Send view with a token, an amount and the receiver filled in. */
export async function fillSendView(
  page: Page,
  { token, amount, receiver }: { token: RegExp; amount: string; receiver: string },
) {
  const poll = { timeout: 15_000 }
  await page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.locator('[role="dialog"] [data-view="Send"]')
  await send.waitFor(poll)
  // The token picker comes first; the disabled Send button says the same until a token is chosen.
  await send
    .getByRole('button', { name: /Select a token/ })
    .first()
    .click()
  await send.getByRole('button', { name: token }).first().click()
  await send.getByLabel('Amount').fill(amount)
  await send.getByLabel('Receiver').fill(receiver)
  return send
}
