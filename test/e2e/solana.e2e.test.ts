// Issue 17: Solana in the default modal (`/`) on the local stack, in Debian's chromium. The
// page registers the Solana test wallet (Wallet Standard) beside the injected EVM one: connect
// it from the Connect view → Account with SOL and USDC (from the local API, read from the local
// Solana), Buy/Receive/Send but no Swap (spec §9); sign a message through the widget handle
// (an ed25519 signature of the address); send SOL and USDC through the Send view (the balances
// move on the local Solana by exactly the amounts); eip155 and solana connected together,
// switched in the network menu, `open({ namespace })`, reload, and one disconnect for both;
// sign in with the wallet (`?siwx=required`) on Solana.
// Screenshots of each step go to .artifacts/solana/.
import { createPublicKey, verify } from 'node:crypto'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { seededKeypair } from '../stack/solana/seededKeypair'
import type { SolanaTestWallet } from '../wallets/solana/solanaTestWallet'
import { base58Decode } from '../wallets/walletconnect/base58'
import { examplesHarness, fillSendView } from './examplesHarness'
import { exampleWidget, pickNetwork, untilSignedIn } from './exampleWidget'

const { open, snap, urls } = examplesHarness('solana')
const poll = { timeout: 15_000 }
/** The test wallet's key (fixture `wallet-0`) and the receiver (fixture `wallet-1`). */
const owner = seededKeypair('wallet-0').publicKey.toBase58()
const receiver = seededKeypair('wallet-1').publicKey.toBase58()
/** The local Solana's fee per signature (test/stack/solana/rpcMethods.ts, as a validator's). */
const FEE_PER_SIGNATURE = 5000n

/** What /stack.json says of the local Solana (docs/scripts/start.mjs). */
async function localSolana() {
  const stack = (await (await fetch(`${urls()[0]}stack.json`)).json()) as {
    solana: { rpcUrl: string; wsUrl: string; usdcMint: string }
  }
  const connection = new Connection(stack.solana.rpcUrl, 'confirmed')
  const mint = new PublicKey(stack.solana.usdcMint)
  return {
    lamportsOf: async (address: string) =>
      BigInt(await connection.getBalance(new PublicKey(address))),
    usdcOf: async (address: string) => {
      const account = getAssociatedTokenAddressSync(mint, new PublicKey(address))
      return BigInt((await connection.getTokenAccountBalance(account)).value.amount)
    },
  }
}

/** spec §5: shown floored to 3 decimals, with thousands separators. */
const shown = (amount: bigint, decimals: number) =>
  (Math.floor((Number(amount) / 10 ** decimals) * 1000) / 1000).toLocaleString('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  })

const solanaWallet = (page: Page) => ({
  requests: () =>
    page.evaluate(() =>
      (
        window as unknown as { airlockSolanaTestWallet: SolanaTestWallet }
      ).airlockSolanaTestWallet.controls
        .requests()
        .map((request) => request.feature),
    ),
  /** Connects that may prompt (a silent one never does). */
  connectPrompts: () =>
    page.evaluate(
      () =>
        (
          window as unknown as { airlockSolanaTestWallet: SolanaTestWallet }
        ).airlockSolanaTestWallet.controls
          .requests()
          .filter(
            (request) =>
              request.feature === 'standard:connect' &&
              !(request.input as { silent?: boolean } | undefined)?.silent,
          ).length,
    ),
  rejectNext: () =>
    page.evaluate(() =>
      (
        window as unknown as { airlockSolanaTestWallet: SolanaTestWallet }
      ).airlockSolanaTestWallet.controls.rejectNext('solana:signMessage'),
    ),
})

/** The page's widget handle (window.airlockWidget), as far as these tests use it. */
const handle = exampleWidget

async function openPage() {
  const opened = await open('', { width: 1280, height: 900 })
  // The wallets install from their own chunk, in parallel with the widget (decision 0011).
  await opened.page.waitForFunction(
    () => 'airlockSolanaTestWallet' in window && 'airlockWidget' in window,
  )
  return opened
}

/** From the Connect view: the wallet's row, then its account in the header. */
async function connectFromConnectView(page: Page, wallet: RegExp, address: RegExp) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: wallet }).click()
  await page.getByRole('button', { name: address }).first().waitFor(poll)
}

async function openSolanaAccount(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await connectFromConnectView(page, /Airlock Solana Test Wallet/, /H68KEN/)
  await page
    .getByRole('button', { name: /H68KEN/ })
    .first()
    .click()
  const account = page.locator('[role="dialog"] [data-view="Account"]')
  await account.waitFor(poll)
  return account
}

describe('Solana in the default modal', () => {
  it('connects from the Connect view: Account shows SOL and USDC, no Swap; a message is signed (ed25519)', async () => {
    const { context, page, errors } = await openPage()
    try {
      const chain = await localSolana()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      // Listed beside the injected EVM wallet, as an installed (announced) wallet.
      const row = dialog.getByRole('button', { name: /Airlock Solana Test Wallet/ })
      await row.waitFor(poll)
      expect(await dialog.getByRole('button', { name: /^Airlock Test Wallet/ }).count()).toBe(1)
      await snap(page, '1-connect')
      await connectFromConnectView(page, /Airlock Solana Test Wallet/, /H68KEN/)
      expect(await handle.state(page)).toEqual({
        status: 'connected',
        address: owner,
        network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        connections: { eip155: 'disconnected', solana: 'connected' },
      })
      // The network button names the Solana network.
      expect(await page.getByRole('button', { name: /Select network/ }).textContent()).toBe(
        'Solana',
      )
      // Issue 31: the host's own Solana code gets the connected Wallet Standard wallet.
      const providers = await page.evaluate(() => {
        const page = window as unknown as {
          airlockWidget: { getProvider(namespace: string): unknown }
          airlockSolanaTestWallet: SolanaTestWallet
        }
        return {
          solana: page.airlockWidget.getProvider('solana') === page.airlockSolanaTestWallet.wallet,
          bip122: page.airlockWidget.getProvider('bip122') === undefined,
        }
      })
      expect(providers).toEqual({ solana: true, bip122: true })

      await page
        .getByRole('button', { name: /H68KEN/ })
        .first()
        .click()
      const account = page.locator('[role="dialog"] [data-view="Account"]')
      await account.waitFor(poll)
      const lamports = await chain.lamportsOf(owner)
      await expect
        .poll(() => account.locator('[data-testid="native-balance"]').textContent(), poll)
        .toBe(`${shown(lamports, 9)} SOL`)
      const tokens = account.getByRole('tabpanel')
      const usdcRow = tokens.locator('li', { hasText: 'USD Coin' })
      await expect.poll(() => usdcRow.count(), poll).toBe(1)
      expect(await usdcRow.textContent()).toContain(`${shown(await chain.usdcOf(owner), 6)} USDC`)
      // Priced from the local API's table: SOL $150, USDC $1.
      expect(await tokens.locator('li', { hasText: 'SOL' }).first().textContent()).toContain(
        '$150.00 / SOL',
      )
      // spec §9: send and on-ramp on solana, receive anywhere, swaps on eip155 only.
      for (const feature of ['Buy', 'Receive', 'Send']) {
        expect(await account.getByRole('button', { name: feature, exact: true }).count()).toBe(1)
      }
      expect(await account.getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
      await snap(page, '2-account')

      const message = 'Sign in to the Airlock example on Solana'
      const signature = await handle.signMessage(page, message)
      // The account's public key is its address: the signature verifies against it.
      const publicKey = createPublicKey({
        key: {
          kty: 'OKP',
          crv: 'Ed25519',
          x: Buffer.from(new PublicKey(owner).toBytes()).toString('base64url'),
        },
        format: 'jwk',
      })
      const bytes = Buffer.from(base58Decode(signature))
      expect(bytes).toHaveLength(64)
      expect(verify(null, Buffer.from(message), publicKey, bytes)).toBe(true)
      expect(verify(null, Buffer.from(`${message}!`), publicKey, bytes)).toBe(false)
      expect(await solanaWallet(page).requests()).toContain('solana:signMessage')

      // A declined prompt is the wallet's 4001, typed.
      await solanaWallet(page).rejectNext()
      const declined = await page.evaluate(() =>
        (
          window as unknown as {
            airlockWidget: { signMessage: (p: { message: string }) => Promise<string> }
          }
        ).airlockWidget
          .signMessage({ message: 'no' })
          .then(
            () => 'signed',
            (error: { _tag?: string; code?: number }) => `${error._tag} ${error.code}`,
          ),
      )
      expect(declined).toBe('UserRejectedError 4001')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)

  it('sends USDC and SOL through the Send view: the local Solana moves by exactly the amounts', async () => {
    const { context, page, errors } = await openPage()
    try {
      const chain = await localSolana()
      const account = await openSolanaAccount(page)
      const before = {
        ownerLamports: await chain.lamportsOf(owner),
        ownerUsdc: await chain.usdcOf(owner),
        receiverLamports: await chain.lamportsOf(receiver),
        receiverUsdc: await chain.usdcOf(receiver),
      }
      const usdcRow = account.getByRole('tabpanel').locator('li', { hasText: 'USD Coin' })
      await expect.poll(() => usdcRow.count(), poll).toBe(1)

      const send = await fillSendView(page, { token: /USD Coin/, amount: '12.345678', receiver })
      // Issue 25: the node's fee for the transfer, one signature, in SOL.
      const fee = Number(FEE_PER_SIGNATURE) / LAMPORTS_PER_SOL
      await expect
        .poll(() => send.getByTestId('network-fee').textContent(), poll)
        .toBe(`Network fee ≈ ${fee} SOL`)
      await snap(page, '3-send-usdc')
      await send.getByRole('button', { name: 'Send', exact: true }).click()
      // spec §4: confirmed → back to Account with the success toast.
      await account.waitFor(poll)
      await expect.poll(() => page.getByText('Transaction sent').count(), poll).toBeGreaterThan(0)
      expect(before.ownerUsdc - (await chain.usdcOf(owner))).toBe(12_345_678n)
      expect((await chain.usdcOf(receiver)) - before.receiverUsdc).toBe(12_345_678n)
      // The token list read fresh (spec §4 "refreshes balances") shows what the chain holds.
      await expect
        .poll(() => usdcRow.textContent(), poll)
        .toContain(`${shown(await chain.usdcOf(owner), 6)} USDC`)
      await snap(page, '4-after-usdc')

      await fillSendView(page, { token: /Solana|SOL/, amount: '0.75', receiver })
      await snap(page, '5-send-sol')
      await page
        .locator('[data-view="Send"]')
        .getByRole('button', { name: 'Send', exact: true })
        .click()
      await account.waitFor(poll)
      const sol = 75n * BigInt(LAMPORTS_PER_SOL / 100)
      await expect.poll(() => chain.lamportsOf(receiver), poll).toBe(before.receiverLamports + sol)
      // The sender paid the amount and one signature's fee per transaction, nothing else.
      expect(before.ownerLamports - (await chain.lamportsOf(owner))).toBe(
        sol + 2n * FEE_PER_SIGNATURE,
      )
      await expect
        .poll(() => account.locator('[data-testid="native-balance"]').textContent(), poll)
        .toBe(`${shown(await chain.lamportsOf(owner), 9)} SOL`)
      await snap(page, '6-after-sol')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)

  it('?siwx=required: a Solana account signs in with its ed25519 key; the session is trusted on reload', async () => {
    const { context, page, errors } = await open('?siwx=required', { width: 1280, height: 900 })
    try {
      await page.waitForFunction(
        () => 'airlockSolanaTestWallet' in window && 'airlockWidget' in window,
      )
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Airlock Solana Test Wallet/ })
        .click()
      const signIn = page.locator('[role="dialog"] [data-view="SIWXSignMessage"]')
      await signIn.waitFor(poll)
      await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
      // Verified (decision 0019: solanaSiwxVerifier), stored, and the modal closes.
      await expect.poll(() => page.getByRole('dialog').count(), poll).toBe(0)
      const [session] = await page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('@airlock/siwx') ?? '[]') as {
            data: { accountAddress: string; chainId: string }
            signature: string
          }[],
      )
      expect(session?.data).toMatchObject({
        accountAddress: owner,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      })
      expect(base58Decode(session?.signature ?? '')).toHaveLength(64)
      await page.reload()
      await page
        .getByRole('button', { name: /H68KEN/ })
        .first()
        .waitFor(poll)
      // The stored session was checked and trusted (the sign-in flow says so): no view came.
      await untilSignedIn(page, poll.timeout)
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)

  it('eip155 and solana together: open for a namespace, switch in the network menu, reload, disconnect both', async () => {
    const { context, page, errors } = await openPage()
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await connectFromConnectView(page, /^Airlock Test Wallet/, /0xf39F/)
      const dialog = page.getByRole('dialog')
      // Issue 25: Solana picked in Account's network menu, which holds no account: that
      // namespace's Connect view (not an empty Account), the state saying the same.
      await page
        .getByRole('button', { name: /0xf39F/ })
        .first()
        .click()
      await dialog.getByRole('button', { name: /^Network/ }).click()
      await dialog.getByRole('button', { name: 'Solana', exact: true }).click()
      await dialog.getByRole('button', { name: /Airlock Solana Test Wallet/ }).waitFor(poll)
      expect(await dialog.getByRole('button', { name: /^Airlock Test Wallet/ }).count()).toBe(0)
      expect(await handle.view(page)).toBe('Connect')
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(poll)
      // spec §2: opened for solana, which holds no account: Connect with Solana's wallets alone.
      await handle.open(page, 'solana')
      await dialog.getByRole('button', { name: /Airlock Solana Test Wallet/ }).waitFor(poll)
      expect(await dialog.getByRole('button', { name: /^Airlock Test Wallet/ }).count()).toBe(0)
      await snap(page, '7-connect-for-solana')
      await connectFromConnectView(page, /Airlock Solana Test Wallet/, /H68KEN/)
      expect(await handle.state(page)).toMatchObject({
        address: owner,
        connections: { eip155: 'connected', solana: 'connected' },
      })

      const pick = async (name: string, address: RegExp) => {
        await pickNetwork(page, name, poll.timeout)
        await page.getByRole('button', { name: address }).first().waitFor(poll)
      }
      await pick('Ethereum', /0xf39F/)
      expect(await handle.state(page)).toMatchObject({
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        network: 'eip155:1',
        connections: { eip155: 'connected', solana: 'connected' },
      })
      await snap(page, '8-switched-to-ethereum')
      await pick('Solana', /H68KEN/)
      expect((await handle.state(page)).address).toBe(owner)

      // spec §2: opened for eip155, which is connected: its Account, made the active one.
      await handle.open(page, 'eip155')
      const account = page.locator('[role="dialog"] [data-view="Account"]')
      await account.waitFor(poll)
      // (The header is hidden from the accessibility tree while the dialog is open.)
      await expect.poll(async () => (await handle.state(page)).network, poll).toBe('eip155:1')
      await expect.poll(() => account.textContent(), poll).toContain('0xf39F')
      expect(await account.textContent()).toContain('Ethereum')
      await snap(page, '9-account-eip155')
      await page.keyboard.press('Escape')

      // spec §4: both come back on reload, without a prompt.
      expect(await solanaWallet(page).connectPrompts()).toBe(1)
      await page.reload()
      await page.waitForFunction(() => 'airlockSolanaTestWallet' in window)
      await expect
        .poll(async () => (await handle.state(page)).connections, poll)
        .toEqual({ eip155: 'connected', solana: 'connected' })
      expect(await solanaWallet(page).connectPrompts()).toBe(0)

      // spec §4: disconnect without a namespace ends every connection.
      await page
        .getByRole('button', { name: /0xf39F|H68KEN/ })
        .first()
        .click()
      await account.waitFor(poll)
      await account.getByRole('button', { name: 'Disconnect' }).click()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(poll)
      expect(await handle.state(page)).toMatchObject({
        status: 'disconnected',
        connections: { eip155: 'disconnected', solana: 'disconnected' },
      })
      expect(await solanaWallet(page).requests()).toContain('standard:disconnect')
      await snap(page, '10-disconnected')
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
