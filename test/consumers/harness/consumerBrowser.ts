// What a consumer test file that drives pages starts once: the local stack and Debian's
// chromium. Each page gets a fresh context with the injected test wallet (as an extension adds
// it) and keeps what the page reported: uncaught errors and console errors and warnings.
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from '../../src/chromium'
import { type Stack, startStack } from '../../stack/stack'
import { consumerStack } from './consumerStack'
import { walletInitScript } from './walletScript'

/** anvil's first dev account, the injected test wallet's: 10,000 ETH at genesis. */
export const testAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export interface PageLog {
  /** Uncaught errors (`pageerror`). */
  readonly pageErrors: string[]
  readonly consoleErrors: string[]
  readonly consoleWarnings: string[]
}

export interface ConsumerPage {
  readonly context: BrowserContext
  readonly page: Page
  readonly log: PageLog
}

export interface ConsumerBrowser {
  readonly stack: Stack
  readonly open: (url: string) => Promise<ConsumerPage>
  readonly stop: () => Promise<void>
}

export async function startConsumerBrowser(): Promise<ConsumerBrowser> {
  const [stack, browser] = await Promise.all([startStack(), chromium.launch(chromiumLaunchOptions)])
  const initScript = await walletInitScript(consumerStack(stack))
  return {
    stack,
    open: async (url) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      await context.addInitScript({ content: initScript })
      const page = await context.newPage()
      const log: PageLog = { pageErrors: [], consoleErrors: [], consoleWarnings: [] }
      page.on('pageerror', (error) => log.pageErrors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') log.consoleErrors.push(message.text())
        if (message.type() === 'warning') log.consoleWarnings.push(message.text())
      })
      await page.goto(url)
      return { context, page, log }
    },
    stop: async () => {
      await Promise.all([browser.close(), stack.stop()])
    },
  }
}
