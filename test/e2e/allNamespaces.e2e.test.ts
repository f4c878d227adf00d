// Issue 17: every namespace of the spec in one page (`/?namespaces=all` of the default
// example, Debian's chromium): for Bitcoin, Polkadot and Cosmos, `open({ namespace })` lists that
// namespace's test wallet, the visitor connects it, and `widget.signMessage({ namespace })`
// answers a signature that verifies for the connected address in the namespace's own scheme
// (BIP-137, ed25519 over <Bytes>, ADR-036). All stay connected together; disconnecting all ends
// every one. Screenshots go to .artifacts/namespaces/.
import type { ChainNamespace } from '@airlock/core'
import { parsePolkadotAddress } from '@airlock/core/adapter'
import { ed25519 } from '@noble/curves/ed25519'
import { base16, base64 } from '@scure/base'
import { Result } from 'effect'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from '../wallets/bitcoin/bitcoinMessage'
import { verifyAdr036 } from '../wallets/cosmos/adr036'
import { wrapBytes } from '../wallets/polkadot/wrapBytes'
import { examplesHarness } from './examplesHarness'

const { open, snap } = examplesHarness('namespaces')
const poll = { timeout: 15_000 }

interface PageWidget {
  open: (parameters: { namespace: ChainNamespace }) => void
  signMessage: (parameters: { message: string; namespace: ChainNamespace }) => Promise<string>
  disconnect: () => Promise<void>
  getState: () => {
    connections: readonly { namespace: string; status: string; address?: string }[]
  }
}
type PageWindow = Window & { airlockWidget: PageWidget }

const connectionOf = (page: Page, namespace: ChainNamespace) =>
  page.evaluate(
    (ns) =>
      (window as unknown as PageWindow).airlockWidget
        .getState()
        .connections.find((connection) => connection.namespace === ns),
    namespace,
  )

async function connectThroughTheModal(page: Page, namespace: ChainNamespace, wallet: RegExp) {
  await page.evaluate(
    (ns) => (window as unknown as PageWindow).airlockWidget.open({ namespace: ns }),
    namespace,
  )
  await page.getByRole('dialog').getByRole('button', { name: wallet }).click()
  await expect
    .poll(async () => (await connectionOf(page, namespace))?.status, poll)
    .toBe('connected')
  const address = (await connectionOf(page, namespace))?.address ?? ''
  expect(address).not.toBe('')
  return address
}

const sign = (page: Page, namespace: ChainNamespace, message: string) =>
  page.evaluate(
    ([ns, text]) =>
      (window as unknown as PageWindow).airlockWidget.signMessage({
        message: text as string,
        namespace: ns as ChainNamespace,
      }),
    [namespace, message] as const,
  )

describe('Bitcoin, Polkadot and Cosmos in the widget', () => {
  it('connects each namespace’s test wallet, signs a message with each, and disconnects all', async () => {
    const { context, page, errors } = await open('?namespaces=all', { width: 1280, height: 900 })
    try {
      // The app loads after the first paint (decision 0011): wait for its handle. This page's
      // first load makes the file's own dev server transform the three extra adapters: past
      // 15 s once on a loaded fresh-clone run (2026-11-27), so it gets a minute.
      await page.waitForFunction(() => 'airlockWidget' in window, undefined, { timeout: 60_000 })
      const message = 'Airlock signs on every namespace'
      const bytes = new TextEncoder().encode(message)

      const bitcoin = await connectThroughTheModal(page, 'bip122', /Airlock Bitcoin Test Wallet/)
      await snap(page, '1-bitcoin-connected')
      const bitcoinSignature = base64.decode(await sign(page, 'bip122', message))
      expect(verifyBitcoinMessage(bitcoin, bytes, bitcoinSignature)).toBe(true)

      const polkadot = await connectThroughTheModal(
        page,
        'polkadot',
        /Airlock Polkadot Test Wallet/,
      )
      const polkadotSignature = await sign(page, 'polkadot', message)
      const parsed = parsePolkadotAddress(polkadot)
      expect(Result.isSuccess(parsed)).toBe(true)
      const publicKey = Result.isSuccess(parsed) ? parsed.success.publicKey : new Uint8Array()
      const signatureBytes = base16.decode(polkadotSignature.replace(/^0x/, '').toUpperCase())
      expect(ed25519.verify(signatureBytes, wrapBytes(bytes), publicKey)).toBe(true)
      // Issue 25, spec §9 (balances on eip155 and solana only): Polkadot's Account shows no
      // made-up '0.00 DOT' and no 'Token Balance Unavailable' error, in the view or as a toast.
      await page.evaluate(() =>
        (window as unknown as PageWindow).airlockWidget.open({ namespace: 'polkadot' }),
      )
      const account = page.locator('[role="dialog"] [data-view="Account"]')
      await expect
        .poll(() => account.textContent(), poll)
        .toContain('Balances are not shown on this network')
      await page.waitForTimeout(500) // past the toast's 150 ms delay
      expect(await page.getByRole('dialog').textContent()).not.toContain(
        'Token Balance Unavailable',
      )
      expect(await account.getByTestId('native-balance').count()).toBe(0)
      await snap(page, '2-polkadot-account')
      await page.keyboard.press('Escape')

      const cosmos = await connectThroughTheModal(page, 'cosmos', /Keplr/)
      const cosmosSignature = base64.decode(await sign(page, 'cosmos', message))
      const cosmosKey = Uint8Array.from(
        await page.evaluate(() =>
          Array.from(
            (window as unknown as { airlockKeplrTestWallet: { key: { publicKey: Uint8Array } } })
              .airlockKeplrTestWallet.key.publicKey,
          ),
        ),
      )
      expect(verifyAdr036(cosmosKey, cosmos, message, cosmosSignature)).toBe(true)
      expect(verifyAdr036(cosmosKey, cosmos, 'another message', cosmosSignature)).toBe(false)

      // All three at once; then one disconnect for all.
      for (const namespace of ['bip122', 'polkadot', 'cosmos'] as const) {
        expect((await connectionOf(page, namespace))?.status).toBe('connected')
      }
      await page.evaluate(() => (window as unknown as PageWindow).airlockWidget.disconnect())
      for (const namespace of ['bip122', 'polkadot', 'cosmos'] as const) {
        expect((await connectionOf(page, namespace))?.status).toBe('disconnected')
      }
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 135_000)
})
