// The other logins and requests of spec §7 line 116 through the real messenger and frame site:
// social login by popup and by redirect on the local OAuth provider, a new device's approval,
// Farcaster, the e-mail update with both codes, networks, account types, theme, reload.
import { describe, expect, it } from 'vitest'
import { frameTestSetup, open, request, value } from './testing/frameTestSetup'

const { stack, dappPage, codeFor, loginByEmail } = frameTestSetup()

interface User {
  readonly address: string
  readonly email?: string
  readonly userName?: string
  readonly chainId: number
  readonly preferredAccountType: string
  readonly accounts: readonly { readonly address: string; readonly type: string }[]
}

describe('social login (local OAuth provider)', () => {
  it('by popup: Allow in the popup hands the result back, CONNECT_SOCIAL gives the user', async () => {
    const page = await dappPage()
    await open(page, stack.site.frameUrl)
    const outcome = page.evaluate(() => window.embeddedHarness.socialByPopup('github'))
    const popup = await page.waitForEvent('popup')
    await popup.waitForLoadState()
    expect(new URL(popup.url()).origin).toBe(stack.site.url)
    await popup.getByLabel('User name').fill('octocat')
    await popup.getByRole('button', { name: 'Allow' }).click()
    const user = value<User>(await outcome)
    expect(user).toMatchObject({ userName: 'octocat', preferredAccountType: 'eoa' })
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(value(await request(page, { type: 'IS_CONNECTED', payload: {} }))).toEqual({
      isConnected: true,
    })
  })

  it('by redirect: the provider sends the page back with a code the frame exchanges', async () => {
    const page = await dappPage()
    await open(page, stack.site.frameUrl)
    const { uri } = value<{ uri: string }>(
      await request(page, {
        type: 'GET_SOCIAL_REDIRECT_URI',
        payload: { provider: 'google', redirectUri: `${stack.dapp.url}/?from=social` },
      }),
    )
    await page.goto(uri)
    await page.getByRole('button', { name: 'Allow' }).click()
    await page.waitForURL((url) => url.origin === stack.dapp.url && url.searchParams.has('code'))
    await page.waitForFunction(() => window.embeddedHarness !== undefined)
    await open(page, stack.site.frameUrl)
    const user = value<User>(
      await request(page, { type: 'CONNECT_SOCIAL', payload: { uri: page.url() } }),
    )
    expect(user.userName).toBe('google-user')
    // A code is good once.
    expect(
      await request(page, { type: 'CONNECT_SOCIAL', payload: { uri: page.url() } }),
    ).toMatchObject({ ok: false, message: 'Invalid social login' })
  })

  it('refuses a redirect URI on another origin, and a denied sign-in', async () => {
    const page = await dappPage()
    await open(page, stack.site.frameUrl)
    expect(
      await request(page, {
        type: 'GET_SOCIAL_REDIRECT_URI',
        payload: { provider: 'x', redirectUri: `${stack.forger.url}/steal` },
      }),
    ).toMatchObject({ ok: false, tag: 'EmbeddedWalletRequestError' })
    const denied = `${stack.dapp.url}/?error=access_denied&state=s`
    expect(await request(page, { type: 'CONNECT_SOCIAL', payload: { uri: denied } })).toMatchObject(
      { ok: false, message: 'Sign-in was declined' },
    )
  })
})

describe('e-mail: a new device, and changing the address', () => {
  it('a known e-mail on a new device needs the approval link before its code', async () => {
    const email = 'bob@example.com'
    const first = await dappPage()
    await open(first, stack.site.frameUrl)
    await loginByEmail(first, email)

    const second = await dappPage()
    await open(second, stack.site.frameUrl)
    expect(value(await request(second, { type: 'CONNECT_EMAIL', payload: { email } }))).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const waiting = await second.evaluate(() =>
      window.embeddedHarness.start({ type: 'CONNECT_DEVICE', payload: {} }),
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await second.evaluate((k) => window.embeddedHarness.result(k), waiting)).toBe('pending')
    const link =
      site()
        .mailbox.read(email)
        .find((m) => m.kind === 'device-approval')?.link ?? ''
    expect((await fetch(link)).status).toBe(200)
    await second.waitForFunction((k) => window.embeddedHarness.result(k) !== 'pending', waiting)
    expect(await second.evaluate((k) => window.embeddedHarness.result(k), waiting)).toEqual({
      ok: true,
      value: {},
    })
    value(await request(second, { type: 'CONNECT_OTP', payload: { otp: codeFor(email) } }))
    expect(value<User>(await request(second, { type: 'GET_USER', payload: {} })).email).toBe(email)
  })

  it('update e-mail: a code to the current address, then one to the new', async () => {
    const page = await dappPage()
    await open(page, stack.site.frameUrl)
    await loginByEmail(page, 'carol@example.com')
    const before = value<User>(await request(page, { type: 'GET_USER', payload: {} }))
    const newEmail = 'carol.new@example.com'
    expect(
      value(await request(page, { type: 'UPDATE_EMAIL', payload: { email: newEmail } })),
    ).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = codeFor('carol@example.com', 'update-primary-code')
    value(await request(page, { type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: primary } }))
    const secondary = codeFor(newEmail, 'update-secondary-code')
    expect(
      await request(page, { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: primary } }),
    ).toMatchObject({ ok: false, message: 'Invalid code' })
    expect(
      value(
        await request(page, { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: secondary } }),
      ),
    ).toEqual({ newEmail })
    const after = value<User>(await request(page, { type: 'GET_USER', payload: {} }))
    expect(after).toMatchObject({ email: newEmail, address: before.address })
  })
})

describe('networks, accounts, theme, reload', () => {
  it('switches chains, lists smart-account networks, reports the preferred account', async () => {
    const page = await dappPage()
    await open(page, stack.site.frameUrl)
    await loginByEmail(page, 'dave@example.com')
    expect(
      value(
        await request(page, { type: 'SWITCH_NETWORK', payload: { chainId: 'eip155:11155111' } }),
      ),
    ).toEqual({ chainId: 11155111 })
    expect(value(await request(page, { type: 'GET_CHAIN_ID', payload: {} }))).toEqual({
      chainId: 11155111,
    })
    expect(
      value(await request(page, { type: 'RPC_REQUEST', payload: { method: 'eth_chainId' } })),
    ).toBe('0xaa36a7')
    expect(
      await request(page, { type: 'SWITCH_NETWORK', payload: { chainId: 424242 } }),
    ).toMatchObject({ ok: false, message: 'Unsupported chain' })
    expect(
      value(await request(page, { type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', payload: {} })),
    ).toEqual({ smartAccountEnabledNetworks: [1, 11155111] })

    const user = value<User>(await request(page, { type: 'GET_USER', payload: {} }))
    const smart = user.accounts.find((a) => a.type === 'smartAccount')?.address
    expect(
      value(
        await request(page, { type: 'SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } }),
      ),
    ).toEqual({ type: 'smartAccount', address: smart })
    expect(value<User>(await request(page, { type: 'GET_USER', payload: {} }))).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
    })
  })

  it('syncs theme and dapp data, refuses a bad theme, and is ready again after RELOAD', async () => {
    const page = await dappPage()
    await open(page, stack.site.frameUrl)
    await loginByEmail(page, 'erin@example.com')
    value(await request(page, { type: 'INIT', payload: {} }))
    value(await request(page, { type: 'SYNC_THEME', payload: { themeMode: 'light' } }))
    expect(
      await request(page, { type: 'SYNC_THEME', payload: { themeMode: 'sepia' } }),
    ).toMatchObject({ ok: false, tag: 'EmbeddedWalletRequestError' })
    value(
      await request(page, {
        type: 'SYNC_DAPP_DATA',
        payload: { projectId: 'local', sdkVersion: 'html-wagmi-4.2.2' },
      }),
    )
    value(await request(page, { type: 'RELOAD', payload: {} }))
    // Not ready while the frame reloads, and again only 500 ms after its new announce.
    expect(['loading', 'announced']).toContain(
      await page.evaluate(() => window.embeddedHarness.status()),
    )
    await page.waitForFunction(() => window.embeddedHarness.status() === 'ready')
    // The session lives in the frame origin's storage, so the reloaded frame still has it.
    expect(value(await request(page, { type: 'IS_CONNECTED', payload: {} }))).toEqual({
      isConnected: true,
    })
  })
})

const site = () => stack.site
