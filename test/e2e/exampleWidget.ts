// The example page's `window.airlockWidget` handle, read and driven from a Playwright test: its
// state in a compact form, open for a namespace, and sign a message; the test wallet connected
// or moved to a chain the app did not ask for; a network picked in the header's menu.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

interface WidgetInPage {
  on(type: string, listener: (event: { type: string }) => void): void
  getState(): {
    status: string
    address?: string
    view?: string
    caipNetwork?: { caipNetworkId: string }
    connections: { namespace: string; status: string }[]
  }
  open(parameters: { namespace: string }): void
  signMessage(parameters: { message: string; namespace?: string }): Promise<string>
  flowSnapshot(id: 'signIn'): { hasTag(tag: string): boolean }
}
type WidgetWindow = Window & { airlockWidget: WidgetInPage }

export const exampleWidget = {
  /** Status, address, network id and each namespace's connection status. */
  state: (page: Page) =>
    page.evaluate(() => {
      const state = (window as unknown as WidgetWindow).airlockWidget.getState()
      return {
        status: state.status,
        address: state.address,
        network: state.caipNetwork?.caipNetworkId,
        connections: Object.fromEntries(state.connections.map((c) => [c.namespace, c.status])),
      }
    }),
  /** The modal's view on top (undefined while closed). */
  view: (page: Page) =>
    page.evaluate(() => (window as unknown as WidgetWindow).airlockWidget.getState().view),
  /** spec §2: opens the modal for a namespace. */
  open: (page: Page, namespace: string) =>
    page.evaluate(
      (chosen) => (window as unknown as WidgetWindow).airlockWidget.open({ namespace: chosen }),
      namespace,
    ),
  /** Signs with the active account, or the namespace's when given. */
  signMessage: (page: Page, message: string, namespace?: string) =>
    page.evaluate(
      (parameters) => (window as unknown as WidgetWindow).airlockWidget.signMessage(parameters),
      namespace ? { message, namespace } : { message },
    ),
}

/** Issue 32: the widget's sign-in flow holds a trusted session (a stored one checked at start,
 * or a new one): what a test waits for before saying no sign-in view came. */
export const untilSignedIn = (page: Page, timeout = 15_000) =>
  page.waitForFunction(
    () =>
      (window as unknown as WidgetWindow).airlockWidget.flowSnapshot('signIn').hasTag('signedIn'),
    undefined,
    { timeout },
  )

/** Every event the page's widget emits from now on, by type, in a list the test reads. */
export async function recordWidgetEvents(page: Page): Promise<readonly string[]> {
  const events: string[] = []
  await page.exposeFunction('airlockRecordEvent', (type: string) => events.push(type))
  await page.evaluate(() => {
    const target = window as unknown as WidgetWindow & { airlockRecordEvent(type: string): void }
    target.airlockWidget.on('*', (event) => target.airlockRecordEvent(event.type))
  })
  return events
}

/** The default example's Connect Wallet → Airlock Test Wallet (injected) → its account shows. */
export async function connectTestWallet(page: Page, timeout = 15_000) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await page
    .getByRole('button', { name: /0xf39F/ })
    .first()
    .waitFor({ timeout })
}

/** The person moves the page's injected test wallet to chain 424242, which no example asks for
 * (`unsupportedRpcUrl`: the chain's URL from `npm start`'s table). */
export async function moveWalletToUnsupportedChain(page: Page, unsupportedRpcUrl: string) {
  await page.evaluate(async (rpcUrl) => {
    const { provider } = (
      window as unknown as {
        airlockTestWallet: { provider: { request(args: unknown): Promise<unknown> } }
      }
    ).airlockTestWallet
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x67932', chainName: 'Unsupported', rpcUrls: [rpcUrl] }],
    })
  }, unsupportedRpcUrl)
}

/** Picks `network` in the header's network menu and waits until the button names it. The modal
 * must be gone first: the menu is a popover, which a modal dialog's closing can take down with
 * it (with the Radix menu before it, a CI run failed so). */
export async function pickNetwork(page: Page, network: string, timeout = 15_000) {
  const button = page.getByRole('button', { name: /Select network/ })
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout })
  const item = page.getByRole('menuitemradio', { name: network, exact: true })
  // Opened again if it closed before its item showed.
  for (let attempt = 1; ; attempt++) {
    if ((await page.getByRole('menu').count()) === 0) await button.click()
    try {
      await item.click({ timeout: timeout / 3 })
      break
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
  await expect.poll(() => button.textContent(), { timeout }).toBe(network)
}

/**
 * In the page (sent as text: page.evaluate or addInitScript): a script that announces a wallet
 * over EIP-6963 now and on every request, as any script of a page can. Its provider is the
 * page's test wallet's, or, given `accounts`, one of its own that answers them to everything.
 */
export function announceWalletInPage({
  name,
  rdns,
  accounts,
}: {
  readonly name: string
  readonly rdns: string
  readonly accounts?: readonly string[]
}) {
  const info = { uuid: crypto.randomUUID(), name, icon: '', rdns }
  const provider = accounts
    ? { request: async () => accounts }
    : (window as unknown as { airlockTestWallet: { provider: unknown } }).airlockTestWallet.provider
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
