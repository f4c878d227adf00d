// What the embedded-wallet end-to-end files share (issue 16): the examples harness, the frame
// site's address from the page's /stack.json, its mailbox, the widget's state and the Connect
// view's e-mail login as a visitor does it.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { answerApproval } from '../stack/embedded/testing/answerApproval'
import { examplesHarness } from './examplesHarness'

export const poll = { timeout: 20_000 }

export type EmbeddedWindow = Window & {
  airlockWidget: {
    ready: Promise<void>
    getState(): { status: string; address?: string; caipAddress?: string; reconnecting: boolean }
    switchNetwork(caipNetworkId: string): void
  }
  airlockEmbeddedWallet: {
    provider: { request(args: { method: string; params?: unknown }): Promise<unknown> }
  }
}

/** A mail of the frame site's outbox (test/stack/embedded/mailbox.ts), as GET /mailbox gives it. */
export interface SentMail {
  readonly kind: string
  readonly code?: string
  readonly link?: string
}

export const state = (page: Page) =>
  page.evaluate(() => (window as unknown as EmbeddedWindow).airlockWidget.getState())
export const dialog = (page: Page) => page.getByRole('dialog')

/** Issue 32: the page's widget has started and is not reconnecting: whatever its start would
 * do (a stored session tried, a social redirect read) is done, so "nothing happened" holds. */
export async function startSettled(page: Page) {
  await page.waitForFunction(() => 'airlockWidget' in window, undefined, poll)
  await page.evaluate(() => (window as unknown as EmbeddedWindow).airlockWidget.ready)
  await page.waitForFunction(
    () => !(window as unknown as EmbeddedWindow).airlockWidget.getState().reconnecting,
    undefined,
    poll,
  )
}
export const uniqueEmail = (name: string) => `${name}-${Date.now()}@example.com`
/** A view of the open modal, by its `data-view`. */
export const view = (page: Page, name: string) =>
  page.locator(`[role="dialog"] [data-view="${name}"]`)

/** The wallet's own approval page (issue 28 (1)) in its frame inside ApproveTransaction,
 * answered there: its words. */
export const answerInWallet = (page: Page, answer: 'Approve' | 'Reject' = 'Approve') =>
  answerApproval(
    page
      .frameLocator('[role="dialog"] [data-view="ApproveTransaction"] [data-frame-slot] iframe')
      .locator('[data-approval]'),
    answer,
    poll,
  )

export async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await view(page, 'Connect').waitFor(poll)
}

export async function submitEmail(page: Page, email: string) {
  await dialog(page).getByLabel('Email address').fill(email)
  await dialog(page).getByRole('button', { name: 'Continue', exact: true }).click()
}

/** The connected account's button (it shows the address's start), which opens Account. */
export const accountButton = (page: Page, address: string) =>
  page.getByRole('button', { name: new RegExp(address.slice(0, 6)) }).first()

export function embeddedHarness(artifactsName: string) {
  const harness = examplesHarness(artifactsName)

  /** A service's URL from the page's /stack.json. */
  async function stackService(name: 'embedded' | 'analytics'): Promise<string> {
    const stack = (await (await fetch(`${harness.urls()[0]}stack.json`)).json()) as {
      services: Record<string, string>
    }
    return stack.services[name] ?? ''
  }
  /** The frame site's origin. */
  const frameSite = async () => new URL(await stackService('embedded')).origin

  /** What the frame site mailed to `email`, oldest first. */
  async function mailsFor(email: string): Promise<SentMail[]> {
    const url = `${await frameSite()}/mailbox?email=${encodeURIComponent(email)}`
    return (await (await fetch(url)).json()) as SentMail[]
  }

  /** The newest code of `kind` the frame site mailed to `email`. */
  async function codeFor(email: string, kind = 'login-code'): Promise<string> {
    let code: string | undefined
    await expect
      .poll(async () => {
        code = (await mailsFor(email)).filter((mail) => mail.kind === kind).at(-1)?.code
        return code
      }, poll)
      .toMatch(/^\d{6}$/)
    return code ?? ''
  }

  /** The code from EmailVerifyOtp, then connected; returns the address. */
  async function enterCode(page: Page, email: string): Promise<string> {
    const otp = view(page, 'EmailVerifyOtp')
    await otp.waitFor(poll)
    await otp.getByLabel('Code').fill(await codeFor(email))
    await otp.getByRole('button', { name: 'Verify' }).click()
    await expect.poll(async () => (await state(page)).status, poll).toBe('connected')
    return (await state(page)).address ?? ''
  }

  /** Connect view → e-mail → the mailed code → connected; returns the address. */
  async function loginByEmail(page: Page, email: string, modalOpen = false): Promise<string> {
    if (!modalOpen) await openConnect(page)
    await submitEmail(page, email)
    return enterCode(page, email)
  }

  return { ...harness, stackService, frameSite, mailsFor, codeFor, enterCode, loginByEmail }
}
