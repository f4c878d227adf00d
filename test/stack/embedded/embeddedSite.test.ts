// The frame site's HTTP side without a browser: the frame page and its script, the mailbox,
// the OAuth provider's checks, the controls tests use, and the default allow-list.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultDappOrigins } from './dappOrigins'
import { type EmbeddedSite, startEmbeddedSite } from './embeddedSite'

let site: EmbeddedSite
const call = (path: string, body?: unknown) =>
  fetch(`${site.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

beforeAll(async () => {
  site = await startEmbeddedSite({
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
    allowedOrigins: ['http://127.0.0.1:5173'],
  })
}, 30_000)
afterAll(() => site?.stop())

const metadata = {
  name: '<img src=x onerror=alert(1)> & Co',
  description: 'A dapp',
  url: 'https://dapp.example',
  icons: [],
}
let frames = 0
/** A frame page as the frame reports it after INIT, SYNC_THEME and SYNC_DAPP_DATA. */
async function toldFrame(themeMode: 'light' | 'dark') {
  const frameId = `frame-${++frames}`
  await call('/api/frame/init', { frameId, dappOrigin: 'http://127.0.0.1:5173' })
  await call('/api/frame/theme', {
    frameId,
    theme: { themeMode, themeVariables: { '--airlock-color-accent': '#ff0066' } },
  })
  await call('/api/frame/dapp-data', {
    frameId,
    dappData: { projectId: 'p', sdkVersion: 'html-wagmi-4.2.2', metadata },
  })
  return frameId
}

describe('the frame site', () => {
  it('serves the frame page with its configuration, and its bundled script', async () => {
    const html = await (await call('/frame')).text()
    const config = JSON.parse(
      /<script type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    )
    expect(config).toEqual({
      allowedOrigins: ['http://127.0.0.1:5173'],
      chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
      smartAccountChainIds: [1],
    })
    const script = await call('/frame.js')
    expect(script.headers.get('content-type')).toContain('javascript')
    expect((await script.text()).length).toBeGreaterThan(10_000)
    // The first GET /frame.js waits for the bundle the server starts building: seconds on a
    // busy 2-core machine (it passed 5 s once in a loaded run).
  }, 30_000)

  it('mails a 6-digit code per e-mail login, readable at /mailbox', async () => {
    const started = await call('/api/email/start', { email: 'Mail@Example.com', deviceId: 'd1' })
    expect(await started.json()).toEqual({ action: 'VERIFY_OTP' })
    const mails = (await (await call('/mailbox?email=mail@example.com')).json()) as {
      kind: string
      code: string
    }[]
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'login-code' })
    expect(mails[0]?.code).toMatch(/^\d{6}$/)
    const wrong = await call('/api/email/verify', {
      email: 'mail@example.com',
      deviceId: 'd1',
      otp: 'nope',
    })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ message: 'Invalid code' })
    const right = await call('/api/email/verify', {
      email: 'mail@example.com',
      deviceId: 'd1',
      otp: mails[0]?.code,
    })
    expect(await right.json()).toMatchObject({ email: 'mail@example.com' })
    // The code is spent.
    expect(
      (
        await call('/api/email/verify', {
          email: 'mail@example.com',
          deviceId: 'd1',
          otp: mails[0]?.code,
        })
      ).status,
    ).toBe(400)
  })

  it('asks a known e-mail on a new device for approval; the control approves it', async () => {
    const email = 'dev@example.com'
    await call('/api/email/start', { email, deviceId: 'a' })
    await call('/api/email/verify', {
      email,
      deviceId: 'a',
      otp: site.mailbox.read(email)[0]?.code,
    })
    expect(await (await call('/api/email/start', { email, deviceId: 'b' })).json()).toEqual({
      action: 'VERIFY_DEVICE',
    })
    expect(await (await call('/api/device/continue', { email, deviceId: 'b' })).json()).toEqual({
      approved: false,
    })
    expect(await (await call('/__airlock/devices/approve', { email })).json()).toEqual({
      approved: 1,
    })
    expect(await (await call('/api/device/continue', { email, deviceId: 'b' })).json()).toEqual({
      approved: true,
    })
    expect(site.mailbox.read(email).map((m) => m.kind)).toEqual([
      'login-code',
      'device-approval',
      'login-code',
    ])
  })

  it('the OAuth page refuses a state it did not issue or a changed redirect_uri', async () => {
    const { uri } = (await (
      await call('/api/social/start', {
        provider: 'github',
        dappOrigin: 'http://127.0.0.1:5173',
        redirectUri: 'http://127.0.0.1:5173/back',
      })
    ).json()) as { uri: string }
    expect(new URL(uri).pathname).toBe('/oauth/authorize')
    const page = await fetch(uri)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('http://127.0.0.1:5173 asks to sign you in')
    const tampered = new URL(uri)
    tampered.searchParams.set('redirect_uri', 'http://evil.example/')
    expect((await fetch(tampered)).status).toBe(400)
    tampered.searchParams.set('state', 'made-up')
    expect((await fetch(tampered)).status).toBe(400)
  })

  it('Allow redirects back with a code that only the starting origin can exchange, once', async () => {
    const { uri } = (await (
      await call('/api/social/start', {
        provider: 'discord',
        dappOrigin: 'http://127.0.0.1:5173',
        redirectUri: 'http://127.0.0.1:5173/back',
      })
    ).json()) as { uri: string }
    const state = new URL(uri).searchParams.get('state') ?? ''
    const decided = await fetch(
      `${site.url}/oauth/decide?state=${state}&decision=allow&userName=zed`,
      {
        redirect: 'manual',
      },
    )
    expect(decided.status).toBe(302)
    const back = new URL(decided.headers.get('location') ?? '')
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:5173/back')
    const code = back.searchParams.get('code')
    const exchange = (dappOrigin: string) =>
      call('/api/social/exchange', { code, state, dappOrigin })
    expect((await exchange('http://evil.example')).status).toBe(400)
    expect(await (await exchange('http://127.0.0.1:5173')).json()).toMatchObject({
      provider: 'discord',
      userName: 'zed',
    })
    expect((await exchange('http://127.0.0.1:5173')).status).toBe(400)
  })

  it('keeps what each frame page was told (INIT, theme, dapp data), checked like the frame does', async () => {
    const frameId = 'frame-told'
    expect((await call('/api/frame/theme', { frameId, theme: { themeMode: 'dark' } })).status).toBe(
      404,
    )
    await call('/api/frame/init', { frameId, dappOrigin: 'http://127.0.0.1:5173' })
    expect(
      (await call('/api/frame/theme', { frameId, theme: { themeMode: 'sepia' } })).status,
    ).toBe(400)
    expect(
      (
        await call('/api/frame/dapp-data', {
          frameId,
          dappData: {
            projectId: 'p',
            sdkVersion: 'v',
            metadata: { ...metadata, url: 'javascript:x' },
          },
        })
      ).status,
    ).toBe(400)
    await call('/api/frame/theme', { frameId, theme: { themeMode: 'dark' } })
    await call('/api/frame/dapp-data', { frameId, dappData: { projectId: 'p', sdkVersion: 'v' } })
    const listed = (await (await call('/__airlock/frame-sessions')).json()) as unknown[]
    expect(listed).toContainEqual({
      frameId,
      dappOrigin: 'http://127.0.0.1:5173',
      told: ['INIT', 'SYNC_THEME', 'SYNC_DAPP_DATA'],
      refused: [],
      theme: { themeMode: 'dark' },
      dappData: { projectId: 'p', sdkVersion: 'v' },
    })
  })

  it('the OAuth page names the frame’s dapp as text, in the synced theme', async () => {
    const frameId = await toldFrame('dark')
    const { uri } = (await (
      await call('/api/social/start', {
        provider: 'github',
        dappOrigin: 'http://127.0.0.1:5173',
        redirectUri: 'http://127.0.0.1:5173/back',
        frameId,
      })
    ).json()) as { uri: string }
    const html = await (await fetch(uri)).text()
    expect(html).toContain('<html lang="en" data-theme="dark">')
    expect(html).toContain('--airlock-color-accent: #ff0066;')
    expect(html).toContain(
      '<strong data-dapp-name>&lt;img src=x onerror=alert(1)&gt; &amp; Co</strong> (http://127.0.0.1:5173) asks to sign you in.',
    )
    expect(html).not.toContain('<img')
  })

  it('the device-approval page names the frame’s dapp as text, in the synced theme', async () => {
    const frameId = await toldFrame('light')
    const email = 'look@example.com'
    await call('/api/email/start', { email, deviceId: 'first' })
    await call('/api/email/verify', {
      email,
      deviceId: 'first',
      otp: site.mailbox.read(email)[0]?.code,
    })
    await call('/api/email/start', { email, deviceId: 'second', frameId })
    const link = site.mailbox.read(email).find((m) => m.kind === 'device-approval')?.link ?? ''
    const html = await (await fetch(link)).text()
    expect(html).toContain('<html lang="en" data-theme="light">')
    expect(html).toContain(
      'This device can now sign in for <strong data-dapp-name>&lt;img src=x onerror=alert(1)&gt; &amp; Co</strong> (http://127.0.0.1:5173).',
    )
    expect(html).not.toContain('<img')
  })

  it('answers GET_SMART_ACCOUNT_ENABLED_NETWORKS from what the control set, for frames loaded after', async () => {
    expect(
      await (await call('/__airlock/smart-account-chains', { chainIds: [11155111] })).json(),
    ).toEqual([11155111])
    expect(await (await call('/frame')).text()).toContain('"smartAccountChainIds":[11155111]')
    expect((await call('/__airlock/smart-account-chains', { chainIds: ['1'] })).status).toBe(400)
    await call('/__airlock/smart-account-chains', { chainIds: null })
    expect(await (await call('/frame')).text()).toContain('"smartAccountChainIds":[1]')
  })

  it('adds an allowed origin over HTTP', async () => {
    await call('/__airlock/allowed-origins', { origin: 'http://localhost:6006' })
    expect(site.allowedOrigins()).toContain('http://localhost:6006')
    expect(await (await call('/frame')).text()).toContain('http://localhost:6006')
  })
})

describe('the default allow-list', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is the examples origins with fixed ports, any local port with free ones', () => {
    vi.stubEnv('AIRLOCK_EXAMPLES_PORT', '')
    expect(defaultDappOrigins('fixed')).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173'])
    vi.stubEnv('AIRLOCK_EXAMPLES_PORT', '4000')
    expect(defaultDappOrigins('fixed')).toEqual(['http://127.0.0.1:4000', 'http://localhost:4000'])
    vi.stubEnv('AIRLOCK_EXAMPLES_PORT', '0')
    expect(defaultDappOrigins('fixed')).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
    expect(defaultDappOrigins('free')).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
  })
})
