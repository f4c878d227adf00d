// What the frame test files share: two anvil chains (1, 11155111), the frame site allowing one
// dapp origin, that dapp plus a refused one and a forger's origin, Debian's chromium, and a
// fresh browser context (a new device) per page.
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { chromiumLaunchOptions } from '../../../src/chromium'
import { type Anvil, startAnvil } from '../../anvil'
import type { JsonServer } from '../../http/jsonServer'
import { freePort } from '../../ports'
import { type EmbeddedSite, startEmbeddedSite } from '../embeddedSite'
import { answerApproval } from './answerApproval'
import { startDappServer } from './dappServer'
import type { Outcome } from './messengerHarness'

export function frameTestSetup() {
  // Pages, popups and the frame site's first loads in a real browser, a dozen steps a test: past
  // 20 s when npm test's consumers build beside them on the two cores (issue 24; the Permit2 and
  // e-mail → send tests in two CI=true runs, 2026-11-27, each passing alone in a few seconds).
  vi.setConfig({ testTimeout: 60_000 })
  let browser: Browser | undefined
  const s = {} as {
    chains: Anvil[]
    site: EmbeddedSite
    dapp: JsonServer
    refusedDapp: JsonServer
    forger: JsonServer
  }
  const pages: Page[] = []

  beforeAll(async () => {
    s.chains = await Promise.all([
      startAnvil({ chainId: 1, port: await freePort() }),
      startAnvil({ chainId: 11155111, port: await freePort() }),
    ])
    ;[s.dapp, s.refusedDapp, s.forger, browser] = await Promise.all([
      startDappServer(),
      startDappServer(),
      startDappServer(),
      chromium.launch(chromiumLaunchOptions),
    ])
    s.site = await startEmbeddedSite({
      chains: s.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      allowedOrigins: [s.dapp.url],
    })
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await Promise.all(
      [s.site, s.dapp, s.refusedDapp, s.forger, ...(s.chains ?? [])].map((part) => part?.stop()),
    )
  })
  afterEach(async () => {
    s.site.clearFaults()
    for (const page of pages.splice(0)) await page.context().close()
  })

  /** A fresh browser context (a new device) on the dapp page of `origin`. */
  async function dappPage(origin?: string, path = '/'): Promise<Page> {
    if (!browser) throw new Error('beforeAll failed')
    const context = await browser.newContext()
    const page = await context.newPage()
    pages.push(page)
    await page.goto(`${origin ?? s.dapp.url}${path}`)
    await page.waitForFunction(() => window.embeddedHarness !== undefined)
    return page
  }

  const codeFor = (email: string, kind = 'login-code') => {
    const mail = s.site.mailbox
      .read(email)
      .filter((m) => m.kind === kind)
      .at(-1)
    if (!mail?.code) throw new Error(`no ${kind} for ${email}`)
    return mail.code
  }

  async function loginByEmail(page: Page, email: string) {
    expect(value(await request(page, { type: 'CONNECT_EMAIL', payload: { email } }))).toEqual({
      action: 'VERIFY_OTP',
    })
    value(await request(page, { type: 'CONNECT_OTP', payload: { otp: codeFor(email) } }))
  }

  return { stack: s, dappPage, codeFor, loginByEmail }
}

export const open = (page: Page, frameUrl: string, timeouts = {}) =>
  page.evaluate(([url, t]) => window.embeddedHarness.open(url, t), [frameUrl, timeouts] as const)

export const request = (page: Page, input: unknown) =>
  page.evaluate((r) => window.embeddedHarness.request(r as never), input)

const FRAME = 'iframe[data-airlock-embedded-wallet]'

/**
 * Shows the frame as ApproveTransaction does (or hides it again): in view, opaque, clickable. A
 * hide returns once the frame has seen it, as a person's next request comes after.
 */
export async function showFrame(page: Page, shown = true) {
  await page.evaluate(
    ([selector, show]) => {
      const frame = document.querySelector<HTMLIFrameElement>(selector)
      if (!frame) throw new Error('no frame')
      Object.assign(frame.style, {
        position: 'fixed',
        left: '0',
        top: '0',
        zIndex: '1',
        width: show ? '420px' : '0',
        height: show ? '420px' : '0',
        opacity: show ? '1' : '0',
        pointerEvents: show ? 'auto' : 'none',
      })
    },
    [FRAME, shown] as const,
  )
  if (!shown) {
    await page.frameLocator(FRAME).locator('html[data-seen-visible="false"]').waitFor({
      state: 'attached',
    })
  }
}

/** The frame's own approval page (issue 28 (1)). */
export const approvalPage = (page: Page) => page.frameLocator(FRAME).locator('[data-approval]')

/**
 * `input` (an RPC_REQUEST) with the frame shown while it waits on the wallet's page, answered
 * there by the person's click on `answer`; the page's words and the outcome.
 */
export async function answeredInFrame(
  page: Page,
  input: unknown,
  answer: 'Approve' | 'Reject' = 'Approve',
) {
  const outcome = request(page, input)
  await showFrame(page)
  const text = await answerApproval(approvalPage(page), answer).catch(async (error: Error) => {
    // The page never showed: say what the frame answered instead (a refusal, or nothing yet).
    const answered = await Promise.race([outcome, Promise.resolve('no answer yet')])
    throw new Error(`${error.message}\nThe frame's answer: ${JSON.stringify(answered)}`)
  })
  await showFrame(page, false)
  return { outcome: await outcome, text }
}

export const value = <T>(outcome: Outcome): T => {
  if (!outcome.ok) throw new Error(`${outcome.tag}: ${outcome.message}`)
  return outcome.value as T
}
