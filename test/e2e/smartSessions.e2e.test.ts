// Issue 12: smart sessions (ERC-7715) in the default example (`/`, the toggle on) on the local
// stack in Debian's chromium. Connect the injected test wallet; the host's "Grant a session"
// asks it for permissions (it registers the session with the local API, its co-signer); the
// modal shows the created session; All sessions lists it, read back from the API; Revoke signs
// the pci and the session shows revoked — in the page and in the API. A reload keeps the list.
// Screenshots of each step go to .artifacts/smartSessions/.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { TestWallet } from '../wallets/injected/testWallet'
import { examplesHarness } from './examplesHarness'
import { connectTestWallet } from './exampleWidget'

const { open, snap } = examplesHarness('smartSessions')
const poll = { timeout: 15_000 }

const walletCalls = (page: Page, method: string) =>
  page.evaluate(
    (name) =>
      (window as unknown as { airlockTestWallet: TestWallet }).airlockTestWallet.controls
        .requests()
        .filter((call) => call.method === name)
        .map((call) => call.params),
    method,
  )

/** The API's record of a session, as the page's own origin may read it. */
const apiSession = (page: Page, id: string) =>
  page.evaluate(async (sessionId) => {
    const stack = (await (await fetch('/stack.json')).json()) as { services: { api: string } }
    const response = await fetch(`${stack.services.api}/v1/sessions/${sessionId}?projectId=local`)
    return (await response.json()) as { pci: string; revokedAt?: number }
  }, id)

describe('smart sessions in the default example', () => {
  it('grant, see it in the list, revoke, see it revoked (and the API agrees)', async () => {
    const { context, page, errors } = await open('', { width: 1280, height: 900 })
    try {
      await connectTestWallet(page, poll.timeout)

      await page.getByRole('button', { name: 'Grant a session' }).click()
      const created = page.locator('[role="dialog"] [data-view="SmartSessionCreated"]')
      await created.waitFor(poll)
      await expect
        .poll(() => created.textContent(), poll)
        .toContain('Native token recurring allowance')
      await snap(page, '1-created')
      const [asked] = await walletCalls(page, 'wallet_grantPermissions')
      expect(asked).toMatchObject([{ chainId: '0x1', expiry: expect.any(Number) }])

      await created.getByRole('button', { name: 'All sessions' }).click()
      const list = page.locator('[role="dialog"] [data-view="SmartSessionList"]')
      await list.waitFor(poll)
      const card = list.locator('[data-session]')
      await expect.poll(() => card.count(), poll).toBe(1)
      const id = (await card.getAttribute('data-session')) ?? ''
      expect((await apiSession(page, id)).pci).toBe(id)
      // The project is the page that asked (its title), as the wallet told its co-signer.
      await expect.poll(() => card.textContent(), poll).toMatch(/Expires .* UTC/)
      await snap(page, '2-list')

      await card.getByRole('button', { name: /^Revoke/ }).click()
      await expect.poll(() => card.textContent(), poll).toContain('Revoked')
      await expect.poll(() => card.getByRole('button', { name: /^Revoke/ }).count()).toBe(0)
      expect((await apiSession(page, id)).revokedAt).toBeGreaterThan(0)
      const revokes = await walletCalls(page, 'wallet_revokePermissions')
      // ERC-7715 drafts' field name (issue 28).
      expect(revokes).toEqual([[{ permissionContext: expect.stringMatching(/^0x/) }]])
      await snap(page, '3-revoked')

      // The ids are stored: after a reload the Account view's Sessions lists it, still revoked.
      await page.reload()
      const accountButton = page.getByRole('button', { name: /0xf39F/ }).first()
      await accountButton.waitFor(poll)
      await accountButton.click()
      await page.getByRole('dialog').getByRole('button', { name: 'Sessions' }).click()
      await list.waitFor(poll)
      await expect
        .poll(() => list.locator(`[data-session="${id}"]`).textContent(), poll)
        .toContain('Revoked')
      await snap(page, '4-after-reload')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
