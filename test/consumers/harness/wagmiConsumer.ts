// The steps a wagmi dapp (test/consumers/apps/wagmi-dapp, installed on wagmi 3 or 2) is put
// through, so its test files differ only in their manifest (issue 31): Airlock as wagmi's one
// connector. Connected in Airlock's modal, wagmi's hooks see the account; wagmi reads the token
// balance the chain holds, writes a transfer the chain records, and switches and disconnects
// through the widget, which follows. Connected with wagmi's useConnect, Airlock's modal opens,
// and Airlock's own network menu and disconnect show in wagmi. A reload reconnects both, with
// no modal. Strict tsc with bundler and node16 resolution against each wagmi major.
import { sepoliaNetwork } from '@airlock/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { oneToken, tokenBalance } from './chainToken'
import { type ConsumerPage, testAccount } from './consumerBrowser'
import type { ConsumerManifest } from './installConsumer'
import { servedForSuite } from './servedConsumer'
import { typeCheckTests } from './typeCheck'

const poll = { timeout: 15_000 }
const shortAccount = `${testAccount.slice(0, 6)}…${testAccount.slice(-4)}`

// wagmi's own declarations fail `skipLibCheck: false` against the versions these consumers pin,
// whatever the host writes: wagmi 3.7.7 and @wagmi/core pass React Query 5.108 one type argument
// too many (UseInfiniteQueryOptions, InfiniteQueryObserverOptions) and constrain keys viem 2.57
// no longer has ('watch'); @wagmi/core 2.22 indexes viem's TypedData types as viem 2.57 no
// longer allows; mipd imports an ES module's types from CommonJS under node16.
const upstreamDeclarationErrors = ['wagmi', '@wagmi/core', 'mipd']

/** What the panel (apps/wagmi-dapp/src/TokenPanel.tsx) shows under a data-testid. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).textContent()
/** The exact balance behind the panel's formatted one, in the token's smallest units. */
const shownUnits = (page: Page) => page.getByTestId('usdc-balance').getAttribute('data-value')

/** Airlock's account button, once connected (the Connect button while disconnected). */
const accountButton = (page: Page) => page.getByRole('button', { name: shortAccount })
const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' })
const networkButton = (page: Page) => page.getByRole('button', { name: /Select network/ })

async function pickTestWallet(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expect.poll(() => accountButton(page).count(), poll).toBe(1)
  await expect.poll(() => page.getByRole('dialog').count(), poll).toBe(0)
}

/** Connects the injected test wallet in Airlock's modal, opened by the kit's Connect button. */
async function connectInAirlock(page: Page) {
  await expect.poll(() => shown(page, 'wagmi-status'), poll).toBe('disconnected')
  await connectButton(page).click()
  await page.getByRole('dialog').waitFor(poll)
  await pickTestWallet(page)
}

/** wagmi connected to the test account on `chainId`, as its useAccount tells. */
async function expectWagmiConnected(page: Page, chainId: number) {
  await expect.poll(() => shown(page, 'wagmi-status'), poll).toBe('connected')
  await expect.poll(() => shown(page, 'wagmi-chain-id'), poll).toBe(String(chainId))
  expect(await shown(page, 'wagmi-address')).toBe(testAccount)
}

/** Nothing failed: not in wagmi's hooks (the panel's error line), not on the page. */
async function expectNoErrors({ page, log }: ConsumerPage) {
  expect(await shown(page, 'wagmi-error')).toBe('')
  expect(log.pageErrors).toEqual([])
  expect(log.consoleErrors).toEqual([])
}

/** The chain the page's injected test wallet is on. */
const walletChainId = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { airlockTestWallet: { chainId: number } }).airlockTestWallet.chainId,
  )

/** In the page before its scripts, after the wallet's: the wallet trusts the site, as after an
 * earlier visit (eth_accounts answers), and the dialogs that ever appear are counted. */
const returningVisit = `(() => {
  window.airlockTestWallet.controls.authorize()
  window.airlockDialogsSeen = 0
  const seen = new WeakSet()
  new MutationObserver(() => {
    for (const dialog of document.querySelectorAll('[role="dialog"]')) {
      if (seen.has(dialog)) continue
      seen.add(dialog)
      window.airlockDialogsSeen += 1
    }
  }).observe(document, { childList: true, subtree: true })
})()`

export function wagmiConsumerTests(manifest: ConsumerManifest) {
  const wagmi = `wagmi ${manifest.dependencies.wagmi}`
  describe(`${manifest.name}: a ${wagmi} dapp on Airlock's connector, from the tarballs`, () => {
    const started = servedForSuite(manifest)

    it(`production build: connected in Airlock's modal, ${wagmi} reads the balance, sends 1 USDC, switches to Sepolia and disconnects, and Airlock follows`, async () => {
      const { browser, url } = started()
      const { mainnet, sepolia } = browser.stack.chains
      const usdc = browser.stack.fixtures.usdc
      // The transfer moves tokens: the chains as they were for the next test.
      const revert = await browser.stack.snapshot()
      const opened = await browser.open(url)
      const { context, page } = opened
      try {
        await connectInAirlock(page)
        await expectWagmiConnected(page, browser.stack.chains.mainnet.chainId)

        // useReadContract: balanceOf, as the chain has it.
        const before = await tokenBalance(mainnet.rpcUrl, usdc, testAccount)
        await expect.poll(() => shownUnits(page), poll).toBe(before.toString())

        // useWriteContract through the connected wallet, then useWaitForTransactionReceipt.
        const recipient = (await shown(page, 'recipient')) ?? ''
        const one = await oneToken(mainnet.rpcUrl, usdc)
        const recipientBefore = await tokenBalance(mainnet.rpcUrl, usdc, recipient)
        await page.getByRole('button', { name: /^Send 1 USDC to/ }).click()
        await expect.poll(() => shown(page, 'receipt-status'), poll).toBe('success')
        expect(await tokenBalance(mainnet.rpcUrl, usdc, recipient)).toBe(recipientBefore + one)
        const after = await tokenBalance(mainnet.rpcUrl, usdc, testAccount)
        expect(after).toBe(before - one)
        await expect.poll(() => shownUnits(page), poll).toBe(after.toString())

        // useSwitchChain goes through the widget: its network button and the wallet follow, and
        // wagmi reads on Sepolia now (where nothing was sent: the balance differs by the 1 USDC).
        await page.getByRole('button', { name: 'Switch to Sepolia', exact: true }).click()
        await expect.poll(() => shown(page, 'wagmi-chain-id'), poll).toBe(String(sepolia.chainId))
        await expect.poll(() => networkButton(page).textContent(), poll).toBe(sepoliaNetwork.name)
        expect(await walletChainId(page)).toBe(sepolia.chainId)
        const onSepolia = await tokenBalance(sepolia.rpcUrl, usdc, testAccount)
        expect(onSepolia).toBe(after + one)
        await expect.poll(() => shownUnits(page), poll).toBe(onSepolia.toString())

        // useDisconnect goes through the widget: wagmi and Airlock are both disconnected.
        await page.getByRole('button', { name: 'Disconnect with wagmi', exact: true }).click()
        await expect.poll(() => shown(page, 'wagmi-status'), poll).toBe('disconnected')
        await expect.poll(() => connectButton(page).count(), poll).toBe(1)
        expect(await accountButton(page).count()).toBe(0)
        expect(await shown(page, 'wagmi-address')).toBe('')
        await expectNoErrors(opened)
      } finally {
        await context.close()
        await revert()
      }
    })

    it(`${wagmi}'s useConnect opens Airlock's modal (closing it rejects the connect); Airlock's network menu and its disconnect show in wagmi`, async () => {
      const { browser, url } = started()
      const opened = await browser.open(url)
      const { context, page } = opened
      try {
        await expect.poll(() => shown(page, 'wagmi-status'), poll).toBe('disconnected')
        const connectWithWagmi = page.getByRole('button', {
          name: 'Connect with wagmi',
          exact: true,
        })
        // The modal closed without a wallet: wagmi's connect is rejected as the person's no.
        await connectWithWagmi.click()
        await page.getByRole('dialog').waitFor(poll)
        await page.keyboard.press('Escape')
        await expect.poll(() => page.getByRole('dialog').count(), poll).toBe(0)
        await expect.poll(() => shown(page, 'wagmi-error'), poll).toContain('User rejected')
        expect(await shown(page, 'wagmi-status')).toBe('disconnected')

        await connectWithWagmi.click()
        await page.getByRole('dialog').waitFor(poll)
        await pickTestWallet(page)
        await expectWagmiConnected(page, browser.stack.chains.mainnet.chainId)

        await networkButton(page).click()
        await page.getByRole('menuitemradio', { name: sepoliaNetwork.name, exact: true }).click()
        await expect
          .poll(() => shown(page, 'wagmi-chain-id'), poll)
          .toBe(String(browser.stack.chains.sepolia.chainId))

        await accountButton(page).click()
        await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
        await expect.poll(() => shown(page, 'wagmi-status'), poll).toBe('disconnected')
        await expect.poll(() => connectButton(page).count(), poll).toBe(1)
        await expectNoErrors(opened)
      } finally {
        await context.close()
      }
    })

    it(`a reload after connecting: ${wagmi} and Airlock both reconnect, and no modal opens`, async () => {
      const { browser, url } = started()
      const opened = await browser.open(url)
      const { context, page } = opened
      try {
        await connectInAirlock(page)
        await expectWagmiConnected(page, browser.stack.chains.mainnet.chainId)

        await context.addInitScript({ content: returningVisit })
        await page.reload()
        await expectWagmiConnected(page, browser.stack.chains.mainnet.chainId)
        await expect.poll(() => accountButton(page).count(), poll).toBe(1)
        // Both reconnected: the balance is read for the account again.
        const { mainnet } = browser.stack.chains
        const balance = await tokenBalance(mainnet.rpcUrl, browser.stack.fixtures.usdc, testAccount)
        await expect.poll(() => shownUnits(page), poll).toBe(balance.toString())
        expect(
          await page.evaluate(() => (window as { airlockDialogsSeen?: number }).airlockDialogsSeen),
        ).toBe(0)
        await expectNoErrors(opened)
      } finally {
        await context.close()
      }
    })

    typeCheckTests(() => started().dir, { upstreamDeclarationErrors })
  })
}
