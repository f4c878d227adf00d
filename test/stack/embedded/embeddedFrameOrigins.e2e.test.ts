// Trust and time at the frame boundary, in chromium across origins: forged messages from a
// third origin change nothing and get no answer; the frame refuses a page not on its
// allow-list (spec §8 'Invalid App Configuration'); a frame that never loads and a request
// that is never answered end in the spec §8 alerts' errors and telemetry events (§9 timings,
// shortened here).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { recordReliability } from '../../reliability/reliabilityRecord'
import { frameTestSetup, open, request, value } from './testing/frameTestSetup'

const { stack, dappPage, loginByEmail } = frameTestSetup()

const result = (page: Page, key: string) =>
  page.evaluate((k) => window.embeddedHarness.result(k), key)

/** Loads the forger's page (another origin) into the dapp page; it posts `plan` on load. */
/**
 * Issue 32: before "nothing happened" is asserted, the forged messages are shown to have come:
 * the page saw each of `toPage` from the forger's origin, and the wallet frame noted that it
 * ignored `toFrame` (the frame site's record of what each frame page refused).
 */
async function arrived(page: Page, toPage: readonly string[], toFrame: string) {
  await page.waitForFunction(
    (types) => types.every((type) => window.embeddedHarness.foreignTypes().includes(type)),
    toPage,
  )
  await expect
    .poll(() => stack.site.frameSessions().some((session) => session.refused.includes(toFrame)))
    .toBe(true)
}

async function forge(page: Page, plan: { toParent?: unknown[]; toFrames?: unknown[] }) {
  const url = `${stack.forger.url}/forger#${encodeURIComponent(JSON.stringify(plan))}`
  await page.evaluate((u) => window.embeddedHarness.addFrame(u), url)
  const frame = page.frames().find((f) => f.url().startsWith(stack.forger.url))
  if (!frame) throw new Error('the forger did not load')
  return frame
}

describe('messages from anyone but the frame', () => {
  it('are ignored by the messenger and by the frame: no state change, no answer', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'postMessage from a third origin to page and frame',
      cases: 1,
      expected: 'ignored: no state change, no answer',
    })
    const page = await dappPage()
    await open(page, stack.site.frameUrl)
    value(await page.evaluate(() => window.embeddedHarness.ready()))
    const { uri } = value<{ uri: string }>(
      await request(page, { type: 'GET_FARCASTER_URI', payload: {} }),
    )
    // req-2 waits for the Farcaster app's approval.
    const waiting = await page.evaluate(() =>
      window.embeddedHarness.start({ type: 'CONNECT_FARCASTER', payload: {} }),
    )
    const forger = await forge(page, {
      toParent: [
        { id: 'req-2', type: 'CONNECT_FARCASTER_SUCCESS', payload: { userName: 'mallory' } },
        { id: 'req-2', type: 'CONNECT_FARCASTER_ERROR', payload: { message: 'forged' } },
        { type: 'FRAME_ORIGIN_REFUSED', payload: { message: 'forged' } },
      ],
      // Straight to the wallet frame: a request from a window that is not its parent.
      toFrames: [{ id: 'evil-1', type: 'IS_CONNECTED', payload: {} }],
    })
    await arrived(
      page,
      ['CONNECT_FARCASTER_SUCCESS', 'CONNECT_FARCASTER_ERROR', 'FRAME_ORIGIN_REFUSED'],
      'IS_CONNECTED',
    )
    expect(await result(page, waiting)).toBe('pending')
    expect(await page.evaluate(() => window.embeddedHarness.status())).toBe('ready')
    expect(
      await forger.evaluate(() => (window as unknown as { received: unknown[] }).received),
    ).toEqual([])
    expect(await page.evaluate(() => window.embeddedHarness.answeredIds())).not.toContain('evil-1')

    // The real approval settles the real request with the real user name.
    const channel = new URL(uri).searchParams.get('channel') ?? ''
    expect(stack.site.approveFarcaster(channel, 'alice.eth')).toBe(true)
    await page.waitForFunction((k) => window.embeddedHarness.result(k) !== 'pending', waiting)
    expect(await result(page, waiting)).toEqual({ ok: true, value: { userName: 'alice.eth' } })
  })

  it('a forged SIGN_OUT from another origin leaves the session alone', async () => {
    const page = await dappPage()
    await open(page, stack.site.frameUrl)
    await loginByEmail(page, 'victim@example.com')
    const forger = await forge(page, {
      toFrames: [{ id: 'evil-2', type: 'SIGN_OUT', payload: {} }],
    })
    await arrived(page, [], 'SIGN_OUT')
    expect(value(await request(page, { type: 'IS_CONNECTED', payload: {} }))).toEqual({
      isConnected: true,
    })
    expect(
      await forger.evaluate(() => (window as unknown as { received: unknown[] }).received),
    ).toEqual([])
    expect(await page.evaluate(() => window.embeddedHarness.answeredIds())).not.toContain('evil-2')
  })
})

describe('origins and timeouts', () => {
  it('the frame refuses a page whose origin is not on its allow-list', async (context) => {
    recordReliability(context, {
      area: 'hostile page',
      tried: 'frame embedded by a page not on its allow-list',
      cases: 1,
      expected: "'Invalid App Configuration'",
    })
    const page = await dappPage(stack.refusedDapp.url)
    await open(page, stack.site.frameUrl)
    expect(await page.evaluate(() => window.embeddedHarness.ready())).toEqual({
      ok: false,
      tag: 'EmbeddedWalletOriginError',
      message: 'Invalid App Configuration',
    })
    expect(await page.evaluate(() => window.embeddedHarness.status())).toBe('failed')
    expect(await request(page, { type: 'IS_CONNECTED', payload: {} })).toMatchObject({
      tag: 'EmbeddedWalletOriginError',
    })
  })

  it('a frame that never loads fails with the load error and iframe_load_failed', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'embedded-wallet frame never loads',
      cases: 1,
      expected: 'load error + iframe_load_failed',
    })
    stack.site.setFault('/never', { kind: 'hang' })
    const page = await dappPage()
    await open(page, `${stack.site.url}/never`, { loadMs: 800 })
    const pending = await page.evaluate(() =>
      window.embeddedHarness.start({ type: 'GET_USER', payload: {} }),
    )
    expect(await page.evaluate(() => window.embeddedHarness.ready())).toEqual({
      ok: false,
      tag: 'EmbeddedWalletLoadError',
      message: 'Network Error - Could not load embedded wallet',
    })
    await page.waitForFunction((k) => window.embeddedHarness.result(k) !== 'pending', pending)
    expect(await result(page, pending)).toMatchObject({ tag: 'EmbeddedWalletLoadError' })
    expect(await page.evaluate(() => window.embeddedHarness.reports())).toEqual([
      'iframe_load_failed:Network Error - Could not load embedded wallet',
    ])
  })

  it('a login request never answered times out with iframe_request_timeout', async () => {
    stack.site.setFault('/api/email/start', { kind: 'hang' })
    const page = await dappPage()
    await open(page, stack.site.frameUrl, { requestMs: 800 })
    const started = Date.now()
    expect(
      await request(page, { type: 'CONNECT_EMAIL', payload: { email: 'slow@example.com' } }),
    ).toEqual({
      ok: false,
      tag: 'EmbeddedWalletTimeoutError',
      message: 'Embedded Wallet Request Timed Out',
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(800)
    expect(await page.evaluate(() => window.embeddedHarness.reports())).toEqual([
      'iframe_request_timeout:Embedded Wallet Request Timed Out',
    ])
    // The frame is still usable: requests without a limit of their own are not timed.
    expect(value(await request(page, { type: 'IS_CONNECTED', payload: {} }))).toEqual({
      isConnected: false,
    })
  })
})
