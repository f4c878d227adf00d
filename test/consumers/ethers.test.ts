// Issue 31, a dapp outside the workspace on the widget's EIP-1193 provider, no wagmi:
// `useProvider('eip155')` given to ethers 6 (`new BrowserProvider(provider)`) and to viem
// (`custom(provider)`), connected with the kit, installed from the packed tarballs. Each reads
// the token balance the chain holds and sends a transfer the chain records; the network switched
// in Airlock's menu reaches both; disconnected, the provider has no account to give them.
import { sepoliaNetwork } from '@airlock/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { oneToken, tokenBalance } from './harness/chainToken'
import { testAccount } from './harness/consumerBrowser'
import { react19, viteReact19DevDependencies } from './harness/hostVersions'
import { servedForSuite } from './harness/servedConsumer'
import { typeCheckTests } from './harness/typeCheck'

const poll = { timeout: 15_000 }
const shortAccount = `${testAccount.slice(0, 6)}…${testAccount.slice(-4)}`

/** What a panel (apps/ethers-dapp/src/EthersPanel.tsx, ViemPanel.tsx) shows. */
const shown = (page: Page, testId: string) => page.getByTestId(testId).textContent()
/** The exact balance behind a panel's formatted one, in the token's smallest units. */
const shownUnits = (page: Page, library: 'ethers' | 'viem') =>
  page.getByTestId(`${library}-balance`).getAttribute('data-value')

describe('ethers-dapp: ethers 6 and viem on the widget’s EIP-1193 provider, from the tarballs', () => {
  const started = servedForSuite({
    name: 'ethers-dapp',
    airlock: ['core', 'adapters', 'react-hooks', 'ui-kit'],
    dependencies: { ethers: '6.17.0', ...react19, viem: '2.57.20' },
    devDependencies: viteReact19DevDependencies,
  })

  it('production build: ethers and viem read the balance and send 1 USDC each through the connected wallet, follow the network, and read nothing once disconnected', async () => {
    const { browser, url } = started()
    const { mainnet, sepolia } = browser.stack.chains
    const usdc = browser.stack.fixtures.usdc
    // The transfers move tokens: the chains as they were for the next run.
    const revert = await browser.stack.snapshot()
    const { context, page, log } = await browser.open(url)
    try {
      expect(await shown(page, 'ethers-address')).toBe('')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Test Wallet/ })
        .click()
      await expect
        .poll(() => page.getByRole('button', { name: shortAccount }).count(), poll)
        .toBe(1)

      // Both read the account and the balance the chain holds.
      const before = await tokenBalance(mainnet.rpcUrl, usdc, testAccount)
      await expect.poll(() => shown(page, 'ethers-address'), poll).toBe(testAccount)
      await expect.poll(() => shownUnits(page, 'ethers'), poll).toBe(before.toString())
      await expect.poll(() => shown(page, 'viem-address'), poll).toBe(testAccount)
      expect(await shown(page, 'viem-chain-id')).toBe(String(mainnet.chainId))
      await expect.poll(() => shownUnits(page, 'viem'), poll).toBe(before.toString())

      // ethers: Contract.transfer with the provider's signer, then the receipt.
      const one = await oneToken(mainnet.rpcUrl, usdc)
      const recipient = (await shown(page, 'ethers-recipient')) ?? ''
      const recipientBefore = await tokenBalance(mainnet.rpcUrl, usdc, recipient)
      await page.getByRole('button', { name: /^Send 1 USDC with ethers/ }).click()
      await expect.poll(() => shown(page, 'ethers-receipt-status'), poll).toBe('1')
      expect(await tokenBalance(mainnet.rpcUrl, usdc, recipient)).toBe(recipientBefore + one)
      const afterEthers = await tokenBalance(mainnet.rpcUrl, usdc, testAccount)
      expect(afterEthers).toBe(before - one)
      await expect.poll(() => shownUnits(page, 'ethers'), poll).toBe(afterEthers.toString())

      // viem: writeContract on the wallet client, the receipt from the public client.
      const viemRecipient = (await shown(page, 'viem-recipient')) ?? ''
      const viemRecipientBefore = await tokenBalance(mainnet.rpcUrl, usdc, viemRecipient)
      await page.getByRole('button', { name: /^Send 1 USDC with viem/ }).click()
      await expect.poll(() => shown(page, 'viem-receipt-status'), poll).toBe('success')
      expect(await tokenBalance(mainnet.rpcUrl, usdc, viemRecipient)).toBe(
        viemRecipientBefore + one,
      )
      const afterViem = await tokenBalance(mainnet.rpcUrl, usdc, testAccount)
      expect(afterViem).toBe(afterEthers - one)
      await expect.poll(() => shownUnits(page, 'viem'), poll).toBe(afterViem.toString())

      // Switched in Airlock's menu: the provider's chainChanged, and both read on Sepolia.
      await page.getByRole('button', { name: /Select network/ }).click()
      await page.getByRole('menuitemradio', { name: sepoliaNetwork.name, exact: true }).click()
      await expect.poll(() => shown(page, 'viem-chain-id'), poll).toBe(String(sepolia.chainId))
      const onSepolia = await tokenBalance(sepolia.rpcUrl, usdc, testAccount)
      expect(onSepolia).not.toBe(afterViem)
      await expect.poll(() => shownUnits(page, 'viem'), poll).toBe(onSepolia.toString())
      await expect.poll(() => shownUnits(page, 'ethers'), poll).toBe(onSepolia.toString())

      // Disconnected: the provider's accountsChanged, and eth_accounts is empty (the provider
      // stays, as window.ethereum does: decision 0053); the panels have nothing to show, and
      // reading did not open the modal.
      await page.getByRole('button', { name: shortAccount }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await expect
        .poll(() => page.getByRole('button', { name: 'Connect Wallet' }).count(), poll)
        .toBe(1)
      await expect.poll(() => shown(page, 'ethers-address'), poll).toBe('')
      await expect.poll(() => shown(page, 'viem-address'), poll).toBe('')
      expect(await page.getByRole('dialog').count()).toBe(0)

      expect(await shown(page, 'ethers-error')).toBe('')
      expect(await shown(page, 'viem-error')).toBe('')
      expect(log.pageErrors).toEqual([])
      expect(log.consoleErrors).toEqual([])
    } finally {
      await context.close()
      await revert()
    }
  })

  typeCheckTests(() => started().dir)
})
