// Issue 31: a host's own library writes a contract through `widget.getProvider('eip155')`, as
// wagmi's useWriteContract and viem's writeContract do (an eth_sendTransaction with the call's
// data), on the default example: through a WalletConnect wallet paired in the modal, and
// through the embedded wallet, whose own page asks the visitor first (spec §6). The injected
// wallet's path is the consumers' (test/consumers/wagmi*.test.ts, ethers.test.ts).
import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY } from '../wallets/injected/testWallet'
import { createWalletConnectTestWallet } from '../wallets/walletconnect/walletConnectTestWallet'
import {
  answerInWallet,
  dialog,
  embeddedHarness,
  openConnect,
  poll,
  startSettled,
  state,
  uniqueEmail,
  view,
} from './embeddedHarness'

const { open, urls, loginByEmail } = embeddedHarness('host-provider')
/** anvil's second dev account: the receiver. */
const receiver: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const rpcUrl = () => urls()[2] ?? ''
const chain = () => createPublicClient({ transport: http(rpcUrl()) })

interface StackJson {
  readonly services: { readonly relay: string }
  readonly fixtures: { readonly usdc: Address }
}
const stackJson = async (): Promise<StackJson> =>
  (await (await fetch(`${urls()[0]}stack.json`)).json()) as StackJson

/** The page's `widget.getProvider('eip155').request(…)`: its answer, or its error's code and
 * message. */
function providerRequest(page: Page, method: string, params?: unknown) {
  return page.evaluate(
    async ([m, p]) => {
      type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }
      const widget = (
        window as unknown as { airlockWidget: { getProvider(namespace: string): Provider } }
      ).airlockWidget
      try {
        return {
          ok: true,
          result: await widget.getProvider('eip155').request({ method: m as string, params: p }),
        }
      } catch (error) {
        const { code, message } = error as { code?: number; message: string }
        return { ok: false, code, message }
      }
    },
    [method, params] as const,
  )
}

const usdcBalance = (token: Address, owner: Address) =>
  chain().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe("a host's contract write through widget.getProvider('eip155')", () => {
  it('WalletConnect: the paired wallet sends an ERC-20 transfer the host asked for', async () => {
    const { services, fixtures } = await stackJson()
    const wallet = await createWalletConnectTestWallet({
      relayUrl: services.relay,
      evm: { privateKey: DEV_PRIVATE_KEY, chains: [{ id: 1, rpcUrl: rpcUrl() }] },
    })
    const { context, page, errors } = await open('?devwallet=0')
    try {
      await startSettled(page)
      // Before any wallet: the provider refuses a wallet call with EIP-1193's 4100.
      expect(await providerRequest(page, 'eth_sendTransaction', [{ to: receiver }])).toMatchObject({
        ok: false,
        code: 4100,
      })
      await openConnect(page)
      await dialog(page)
        .getByRole('button', { name: /WalletConnect/ })
        .first()
        .click()
      const pairingUri = () =>
        page.evaluate(
          () =>
            (
              window as unknown as { airlockWidget: { getState(): { pairing: { uri?: string } } } }
            ).airlockWidget.getState().pairing.uri ?? '',
        )
      await expect.poll(pairingUri, poll).toMatch(/^wc:/)
      const uri = await pairingUri()
      await wallet.pair(uri)
      await expect.poll(async () => (await state(page)).status, poll).toBe('connected')
      expect(await providerRequest(page, 'eth_accounts')).toEqual({
        ok: true,
        result: [wallet.evmAddress],
      })

      const amount = parseUnits('2', 6)
      const before = await usdcBalance(fixtures.usdc, receiver)
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, amount],
      })
      const sent = await providerRequest(page, 'eth_sendTransaction', [
        { from: wallet.evmAddress, to: fixtures.usdc, data },
      ])
      expect(sent).toMatchObject({ ok: true, result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
      const receipt = await chain().waitForTransactionReceipt({
        hash: sent.result as `0x${string}`,
      })
      expect(receipt.status).toBe('success')
      expect((await usdcBalance(fixtures.usdc, receiver)) - before).toBe(amount)
      const asked = wallet.controls.requests().map((request) => request.method)
      expect(asked).toContain('eth_sendTransaction')
      expect(errors).toEqual([])
    } finally {
      await context.close()
      await wallet.close()
    }
  }, 90_000)

  it('embedded wallet: the transfer waits for the visitor on the wallet’s own page, then goes on chain', async () => {
    const { context, page, errors } = await open('?devwallet=0')
    try {
      const address = (await loginByEmail(page, uniqueEmail('grace'))) as Address
      const funder = createWalletClient({
        account: privateKeyToAccount(DEV_PRIVATE_KEY),
        transport: http(rpcUrl()),
      })
      const funding = await funder.sendTransaction({
        to: address,
        value: parseEther('1'),
        chain: null,
      })
      await chain().waitForTransactionReceipt({ hash: funding })
      const before = await chain().getBalance({ address: receiver })

      const value = parseEther('0.1')
      const sending = providerRequest(page, 'eth_sendTransaction', [
        { from: address, to: receiver, value: `0x${value.toString(16)}` },
      ])
      // spec §6: the wallet's page, in the modal, says where it goes and how much.
      await view(page, 'ApproveTransaction').waitFor(poll)
      const asked = await answerInWallet(page)
      expect(asked).toContain(`To${receiver}`)
      const sent = await sending
      expect(sent).toMatchObject({ ok: true, result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
      const receipt = await chain().waitForTransactionReceipt({
        hash: sent.result as `0x${string}`,
      })
      expect(receipt.status).toBe('success')
      expect((await chain().getBalance({ address: receiver })) - before).toBe(value)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
