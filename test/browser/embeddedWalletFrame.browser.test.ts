// Issue 16 across the frame, in Chromium: the real widget and modal with
// @airlock/adapters/embedded's auth connector, and the local frame site on its own origin. Once
// the frame is ready the page initialises it and tells it the configured theme and dapp data
// (spec §7 init, sync theme, sync dapp data; the frame site reports what each frame page was
// told at GET /__airlock/frame-sessions); a theme change is told again. After a login the frame's
// smart-account networks are kept under the spec §3 key, and Account offers the smart account
// only on those networks.
import { createEmbeddedWallet } from '@airlock/adapters/embedded'
import { ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { SDK_VERSION, widgetSystemIds } from '@airlock/core/internal'
import { Effect } from 'effect'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { en } from '../../ui-kit/src/i18n/en'
import { buttonNamed, modalHarness, shownView, until } from './modalHarness'

const { stack, mount } = modalHarness()
// The test page is on localhost: the frame site by that name too, so the frame is same-site
// and Chromium lets it use its origin's localStorage (from 127.0.0.1 it would be a third-party
// frame, its storage denied, as the examples never are: they and the site share 127.0.0.1).
const site = stack.services.embedded.replace('//127.0.0.1:', '//localhost:')

interface FrameSession {
  readonly frameId: string
  readonly dappOrigin: string
  readonly told: readonly string[]
  readonly refused: readonly string[]
  readonly theme?: unknown
  readonly dappData?: unknown
}

const control = async (path: string, body?: unknown) => {
  const response = await fetch(`${site}/__airlock/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return response.json()
}
const frameSessions = () => control('frame-sessions') as Promise<FrameSession[]>

// The frame site answers GET_SMART_ACCOUNT_ENABLED_NETWORKS with Sepolia only (not its default,
// every chain), so the stored value is the frame's answer and not a default.
beforeEach(() => control('smart-account-chains', { chainIds: [11155111] }))
afterEach(() => control('smart-account-chains', { chainIds: null }))

const metadata = {
  name: 'Airlock <browser> test',
  description: 'The embedded wallet in Chromium',
  url: location.origin,
  icons: [],
}
const themeVariables = { '--airlock-color-accent': '#ff0066' } as const

function mountEmbedded() {
  const embeddedWallet = createEmbeddedWallet({
    frameUrl: `${site}/frame`,
    networks: [ethereumNetwork, sepoliaNetwork],
    // The local frame site signs only as the EOA (decision 0016).
    preferredAccountType: 'eoa',
  })
  const mounted = mount({
    wallet: false,
    config: {
      embeddedWallet,
      themeMode: 'light',
      themeVariables,
      metadata,
      enableTelemetry: false,
    },
  })
  const wallet = mounted.widget.actor.system.get(widgetSystemIds.embeddedWallet) as AnyActorRef
  return { ...mounted, wallet, embeddedWallet }
}

/** Polls (up to 10 s) until `read` gives something. */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** E-mail login with the code from the frame site's mailbox, as far as the sign-in. */
async function loginByEmail(wallet: AnyActorRef, email: string) {
  act(() => wallet.send({ type: 'user.loginEmail', email }))
  await until(() => wallet.getSnapshot().hasTag('awaitingOtp'), 'the OTP step')
  const mails = (await (
    await fetch(`${site}/mailbox?email=${encodeURIComponent(email)}`)
  ).json()) as { code?: string }[]
  act(() => wallet.send({ type: 'user.submitOtp', otp: mails.at(-1)?.code ?? '' }))
  await until(() => wallet.getSnapshot().hasTag('signedIn'), 'the sign-in')
}

const kitTheme = () => document.querySelector('[data-airlock-root]')?.getAttribute('data-theme')

describe('the frame is told the host’s settings (spec §7 init, sync theme, sync dapp data)', () => {
  it('after ready: INIT, the configured theme and dapp data; a theme change again; a reload all again', async () => {
    const { widget, wallet, embeddedWallet } = mountEmbedded()
    expect(kitTheme()).toBe('light')
    const earlier = new Set((await frameSessions()).map((session) => session.frameId))
    act(() => wallet.send({ type: 'user.load' }))
    await until(() => wallet.getSnapshot().hasTag('frameReady'), 'the frame to be ready')
    const session = await eventually(async () => {
      const mine = (await frameSessions()).find((s) => !earlier.has(s.frameId))
      return mine?.told.length === 3 ? mine : undefined
    }, 'the frame to report what it was told')
    expect(session).toEqual({
      frameId: session.frameId,
      dappOrigin: location.origin,
      told: ['INIT', 'SYNC_THEME', 'SYNC_DAPP_DATA'],
      // Nobody but this page wrote to the frame.
      refused: [],
      theme: { themeMode: 'light', themeVariables },
      dappData: { projectId: 'local', sdkVersion: SDK_VERSION, metadata },
    })

    act(() => widget.setThemeMode('dark'))
    expect(kitTheme()).toBe('dark')
    const changed = await eventually(async () => {
      const mine = (await frameSessions()).find((s) => s.frameId === session.frameId)
      return mine?.told.length === 4 ? mine : undefined
    }, 'the theme change to reach the frame')
    expect(changed.told.at(-1)).toBe('SYNC_THEME')
    expect(changed.theme).toEqual({ themeMode: 'dark', themeVariables })

    // RELOAD: a new frame page, initialised again with the theme as it is now.
    const beforeReload = new Set((await frameSessions()).map((s) => s.frameId))
    await Effect.runPromise(embeddedWallet.reload())
    const reloaded = await eventually(async () => {
      const mine = (await frameSessions()).find((s) => !beforeReload.has(s.frameId))
      return mine?.told.length === 3 ? mine : undefined
    }, 'the reloaded frame to report what it was told')
    expect(reloaded.told).toEqual(['INIT', 'SYNC_THEME', 'SYNC_DAPP_DATA'])
    expect(reloaded.theme).toEqual({ themeMode: 'dark', themeVariables })
  })
})

describe('smart-account networks (spec §3, §7)', () => {
  it('after a login: stored under the spec key as the frame answered; offered only there', async () => {
    const { widget, wallet, open } = mountEmbedded()
    await loginByEmail(wallet, `smart-${Date.now()}@example.com`)
    await until(
      () => localStorage.getItem('@appkit/smart_account_enabled_networks') === '[11155111]',
      'the stored smart-account networks',
    )

    // Ethereum (the default network) is not among them: no switch to the smart account.
    open()
    const part = await until(() =>
      shownView('Account')?.querySelector<HTMLElement>('[data-testid="embedded-account"]'),
    )
    expect(part.textContent).toContain(en.embedded.accountTypes.eoa)
    expect(buttonNamed(/^Smart account$/, part)).toBeUndefined()
    // Sepolia is.
    act(() => widget.switchNetwork(sepoliaNetwork))
    await until(() => buttonNamed(/^Smart account$/, part), 'the smart-account switch on Sepolia')
  })
})

describe('spec §3 smartAccountDeployed (issue 29 (21))', () => {
  it('the account state says whether the smart account has code on chain, as the frame reads it', async () => {
    const { widget, wallet } = mountEmbedded()
    await loginByEmail(wallet, `deployed-${Date.now()}@example.com`)
    await until(() => widget.getState().status === 'connected' || undefined, 'the connection')
    const account = () => widget.flowSnapshot('connection.eip155').context
    expect(account().smartAccountDeployed).toBe(false)
    const smartAccount = account().allAccounts.find((a) => a.type === 'smartAccount')?.address
    expect(smartAccount).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // Deployed: code at its address on the chain the frame is on (the stack's chain 1).
    const anvil = (method: string, params: unknown[]) =>
      fetch(stack.rpcUrls.mainnet, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
    await anvil('anvil_setCode', [smartAccount, '0x600160005260206000f3'])
    try {
      // The account changes (the smart one preferred): the frame is asked for the user again.
      act(() => wallet.send({ type: 'user.setPreferredAccount', accountType: 'smartAccount' }))
      await until(() => account().smartAccountDeployed === true || undefined, 'deployed')
      expect(account().address?.toLowerCase()).toBe(smartAccount?.toLowerCase())
    } finally {
      await anvil('anvil_setCode', [smartAccount, '0x'])
      act(() => wallet.send({ type: 'user.setPreferredAccount', accountType: 'eoa' }))
      await until(() => account().smartAccountDeployed === false || undefined, 'the EOA again')
    }
  })
})

describe('the host’s provider events (issue 28 (10))', () => {
  it('accountsChanged at the login and the sign-out, chainChanged at a switch, as the frame tells them; none after removeListener', async () => {
    const { widget, wallet, embeddedWallet } = mountEmbedded()
    const heard: [string, unknown][] = []
    const accounts = (payload: unknown) => heard.push(['accountsChanged', payload])
    const chain = (payload: unknown) => heard.push(['chainChanged', payload])
    embeddedWallet.provider.on('accountsChanged', accounts)
    embeddedWallet.provider.on('chainChanged', chain)
    await loginByEmail(wallet, `events-${Date.now()}@example.com`)
    await until(() => widget.getState().status === 'connected' || undefined, 'the connection')
    const address = widget.getState().address
    await until(() => heard.length > 0 || undefined, 'accountsChanged')
    expect(heard).toEqual([['accountsChanged', [address]]])

    // spec §7 "get chain id": the host's eth_chainId is the frame's own answer to GET_CHAIN_ID.
    const answers: unknown[] = []
    const listen = (event: MessageEvent) => answers.push((event.data as { type?: unknown })?.type)
    window.addEventListener('message', listen)
    expect(await embeddedWallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
    act(() => widget.switchNetwork(sepoliaNetwork))
    await until(() => heard.length > 1 || undefined, 'chainChanged')
    expect(heard.at(-1)).toEqual(['chainChanged', '0xaa36a7'])
    expect(await embeddedWallet.provider.request({ method: 'eth_chainId' })).toBe('0xaa36a7')
    // The request settles in the answer's dispatch, before this page's listener has had it.
    await new Promise((resolve) => setTimeout(resolve, 0))
    window.removeEventListener('message', listen)
    expect(answers.filter((type) => type === 'GET_CHAIN_ID_SUCCESS')).toHaveLength(2)
    expect(answers).not.toContain('RPC_REQUEST_SUCCESS')

    embeddedWallet.provider.removeListener('chainChanged', chain)
    act(() => widget.switchNetwork(ethereumNetwork))
    await until(() => widget.getState().caipNetwork?.id === 1 || undefined, 'back on 1')
    await act(() => widget.disconnect())
    await until(() => heard.length > 2 || undefined, 'the sign-out')
    expect(heard.slice(2)).toEqual([['accountsChanged', []]])
  })
})
