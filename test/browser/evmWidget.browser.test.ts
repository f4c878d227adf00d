// Issue 4 in a real page: the injected test wallet runs in Chromium, announces itself over
// EIP-6963 on `window`, and the widget finds it, keeps its session in localStorage and talks
// to the local anvil nodes. spec §2, §4, §5, §8.

import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWidget,
  ethereumNetwork,
  RequestAbortedError,
  sepoliaNetwork,
  UserRejectedError,
  type Widget,
  type WidgetState,
} from '@airlock/core'
import { MODAL_OPEN_DELAY_MS } from '@airlock/core/internal'
import { untilWidgetState } from '@airlock/core/testing'
import { Effect } from 'effect'
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import type { TestWallet } from '../wallets/injected/testWallet'
import './browserStack'
import { announcedTestWallet, freshPerTest, TEST_WALLET_RDNS } from './browserTestSetup'

const { rpcUrls, fixtures } = inject('stack')
const rdns = TEST_WALLET_RDNS
const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const mainnetClient = createPublicClient({ transport: http(rpcUrls.mainnet) })

const cleanups = freshPerTest(rpcUrls)

const installWallet = ({ authorized = false } = {}): TestWallet =>
  announcedTestWallet(rpcUrls, cleanups, { authorized })

/** A page load: a new adapter and widget over the page's window and localStorage. */
function loadWidget() {
  const adapter = createEvmAdapter({
    networks: [ethereumNetwork, sepoliaNetwork],
    rpcUrls: { 1: [rpcUrls.mainnet], 11155111: [rpcUrls.sepolia] },
    discovery: { legacyProvider: () => undefined },
  })
  const clock = new SimulatedClock()
  const widget: Widget = createWidget({ projectId: 'local', adapters: [adapter], clock })
  cleanups.push(() => widget.destroy())
  const until = (predicate: (state: WidgetState) => boolean) => untilWidgetState(widget, predicate)
  return { widget, adapter, clock, until }
}

const tokenBalance = (token: Address, owner: Address) =>
  mainnetClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('the widget in Chromium with the injected test wallet', () => {
  it('finds the wallet over EIP-6963 on window and connects on chain 1', async () => {
    const wallet = installWallet()
    const { widget } = loadWidget()
    const connection = await widget.connect({ connectorId: rdns })
    expect(connection.address).toBe(wallet.address)
    expect(widget.getState()).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:1:${wallet.address}`,
    })
    expect(wallet.controls.requests().map((r) => r.method)).toContain('eth_requestAccounts')
  })

  it('spec §4: after a reload (same localStorage) it reconnects without a prompt', async () => {
    const wallet = installWallet()
    const first = loadWidget()
    await first.widget.connect({ connectorId: rdns })
    await first.widget.destroy()
    const asked = wallet.controls.requests().length

    const reloaded = loadWidget()
    const state = await reloaded.until((s) => s.status === 'connected')
    expect(state.address).toBe(wallet.address)
    const methods = wallet.controls
      .requests()
      .slice(asked)
      .map((r) => r.method)
    expect(methods).toContain('eth_accounts')
    expect(methods).not.toContain('eth_requestAccounts')
  })

  it('switches 1 → 11155111 → 424242 (UnsupportedChain opens) and back (it closes)', async () => {
    const wallet = installWallet()
    const { widget, clock, until } = loadWidget()
    await widget.connect({ connectorId: rdns })
    widget.switchNetwork('eip155:11155111')
    await until((s) => s.caipNetwork?.id === 11155111)
    expect(wallet.chainId).toBe(11155111)

    // The person moves the wallet to a chain the widget was not asked for.
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x67932', chainName: 'Unsupported', rpcUrls: [rpcUrls.unsupported] }],
    })
    expect(wallet.chainId).toBe(424242)
    await until((s) => s.loading)
    clock.increment(MODAL_OPEN_DELAY_MS)
    expect(widget.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' })

    widget.switchNetwork('eip155:1')
    await until((s) => !s.open && s.caipNetwork?.id === 1)
    expect(wallet.chainId).toBe(1)
  })

  it('a native send and ERC-20 sends (USDC-like, USDT-like) move exactly the amount', async () => {
    const wallet = installWallet()
    const { widget, adapter } = loadWidget()
    await widget.connect({ connectorId: rdns })
    const loaded = await adapter.load()
    const send = (amount: bigint, tokenAddress?: Address) =>
      Effect.runPromise(
        loaded.transfer({
          connectorId: rdns,
          caipNetwork: ethereumNetwork,
          from: wallet.address,
          to: recipient,
          amount,
          tokenAddress,
        }),
      )

    const ether = parseEther('0.25')
    const etherBefore = await mainnetClient.getBalance({ address: recipient })
    await send(ether)
    expect((await mainnetClient.getBalance({ address: recipient })) - etherBefore).toBe(ether)

    for (const token of [fixtures.usdc, fixtures.usdt]) {
      const amount = parseUnits('7.5', 6)
      const [senderBefore, recipientBefore] = await Promise.all([
        tokenBalance(token, wallet.address),
        tokenBalance(token, recipient),
      ])
      await send(amount, token)
      expect(senderBefore - (await tokenBalance(token, wallet.address))).toBe(amount)
      expect((await tokenBalance(token, recipient)) - recipientBefore).toBe(amount)
    }
  })

  it('spec §8: a rejection is a UserRejectedError and the widget stays usable', async () => {
    const wallet = installWallet()
    const { widget } = loadWidget()
    wallet.controls.rejectNext('eth_requestAccounts')
    await expect(widget.connect({ connectorId: rdns })).rejects.toBeInstanceOf(UserRejectedError)
    expect(widget.getState().status).toBe('disconnected')
    await expect(widget.connect({ connectorId: rdns })).resolves.toMatchObject({
      address: wallet.address,
    })
  })

  it('a wallet that never answers: closing the widget aborts; trying again connects', async () => {
    const wallet = installWallet()
    const { widget, clock } = loadWidget()
    widget.open()
    clock.increment(MODAL_OPEN_DELAY_MS)
    wallet.controls.hangNext('eth_requestAccounts')
    const abandoned = widget.connect({ connectorId: rdns })
    await untilWidgetState(widget, (state) => state.status === 'connecting')
    widget.close()
    await expect(abandoned).rejects.toBeInstanceOf(RequestAbortedError)
    expect(widget.getState().status).toBe('disconnected')
    await expect(widget.connect({ connectorId: rdns })).resolves.toMatchObject({
      address: wallet.address,
    })
  })

  it('disconnect revokes the permission, clears the state, and a reload stays disconnected', async () => {
    const wallet = installWallet()
    const { widget } = loadWidget()
    await widget.connect({ connectorId: rdns })
    await widget.disconnect()
    expect(widget.getState()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(wallet.controls.requests().map((r) => r.method)).toContain('wallet_revokePermissions')
    const asked = wallet.controls.requests().length
    const reloaded = loadWidget()
    // Started, and no reconnect under way: the disconnect left no session to try.
    await reloaded.widget.ready
    await untilWidgetState(reloaded.widget, (state) => !state.reconnecting)
    expect(reloaded.widget.getState().status).toBe('disconnected')
    const since = wallet.controls
      .requests()
      .slice(asked)
      .map((r) => r.method)
    expect(since).not.toContain('eth_accounts')
  })
})
