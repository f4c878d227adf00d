// Issue 6: the widget pairs a WalletConnect wallet end to end with the real SDKs on both sides
// (sign-client in the widget, WalletKit in the test wallet) over the local relay: the pairing
// URI in the widget's state, approval, personal_sign, chainChanged, disconnect from either
// side, rejection, and the 4-minute expiry with refresh. spec §3, §4, §9.

import { createEvmAdapter } from '@airlock/adapters/evm'
import {
  createWalletConnect,
  type WalletConnect,
  walletConnectAdapter,
} from '@airlock/adapters/walletconnect'
import {
  createWidget,
  ethereumNetwork,
  PAIRING_EXPIRY_MS,
  sepoliaNetwork,
  solanaMainnet,
  type Widget,
  type WidgetState,
} from '@airlock/core'
import { PAIRING_EXPIRED_THRESHOLD_MS } from '@airlock/core/internal'
import { memoryBackend, untilWidgetState } from '@airlock/core/testing'
import { Effect } from 'effect'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type AnyActorRef, SimulatedClock } from 'xstate'
import { type Stack, startStack } from '../stack/stack'
import { DEV_PRIVATE_KEY } from '../wallets/injected/testWallet'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '../wallets/walletconnect/walletConnectTestWallet'

let stack: Stack
let revert: () => Promise<void>
const closers: (() => Promise<unknown>)[] = []
let prefix = 0

beforeAll(async () => {
  stack = await startStack()
}, 30_000)
afterAll(() => stack.stop())
beforeEach(async () => {
  revert = await stack.snapshot()
  stack.services.relay.resetStats()
})
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
  await revert()
})

async function setup({ solana = false, assetDiscovery = false } = {}) {
  const networks = [ethereumNetwork, sepoliaNetwork, solanaMainnet]
  const walletConnect: WalletConnect = createWalletConnect({
    projectId: 'local',
    relayUrl: stack.services.relay.url,
    networks,
    metadata: {
      name: 'Airlock test dapp',
      description: 'test',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storagePrefix: `dapp-${++prefix}`,
  })
  const adapter = createEvmAdapter({
    networks: [ethereumNetwork, sepoliaNetwork],
    rpcUrls: { 1: [stack.chains.mainnet.rpcUrl], 11155111: [stack.chains.sepolia.rpcUrl] },
    discovery: { target: new EventTarget(), legacyProvider: () => undefined },
    externalConnectors: [walletConnect.connector('eip155')],
  })
  const clock = new SimulatedClock()
  const adapters = solana
    ? [adapter, walletConnectAdapter(walletConnect, 'solana', [solanaMainnet])]
    : [adapter]
  const widget: Widget = createWidget({
    projectId: 'local',
    adapters,
    networks: solana ? networks : [ethereumNetwork, sepoliaNetwork],
    walletConnect,
    storage: memoryBackend(),
    clock,
    services: { blockchainApiUrl: stack.services.api.url },
  })
  const wallet: WalletConnectTestWallet = await createWalletConnectTestWallet({
    relayUrl: stack.services.relay.url,
    evm: {
      privateKey: DEV_PRIVATE_KEY,
      chains: [
        { id: 1, rpcUrl: stack.chains.mainnet.rpcUrl },
        { id: 11155111, rpcUrl: stack.chains.sepolia.rpcUrl },
      ],
      ...(assetDiscovery ? { assetDiscovery: { tokens: [stack.fixtures.usdc] } } : {}),
    },
    solana: {},
  })
  closers.push(
    () => widget.destroy(),
    () => walletConnect.close(),
    () => wallet.close(),
  )
  const until = (predicate: (state: WidgetState) => boolean) => untilWidgetState(widget, predicate)
  return { widget, wallet, walletConnect, adapter, clock, until }
}

async function pairAndApprove(context: Awaited<ReturnType<typeof setup>>) {
  const connected = context.widget.connect({ connectorId: 'walletConnect' })
  const state = await context.until((s) => s.pairing.uri !== undefined)
  // spec §4: while the QR code shows, the status stays disconnected.
  expect(state.status).toBe('disconnected')
  await context.wallet.pair(state.pairing.uri ?? '')
  return connected
}

describe('WalletConnect through the widget, over the local relay', () => {
  it('pairs and approves eip155 and solana accounts; the real protocol ran once', async () => {
    const context = await setup()
    const connection = await pairAndApprove(context)
    expect(connection).toMatchObject({
      connectorId: 'walletConnect',
      connectorType: 'WALLET_CONNECT',
      address: context.wallet.evmAddress,
    })
    expect(context.widget.getState()).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:1:${context.wallet.evmAddress}`,
    })
    const session = await context.walletConnect.client.session()
    expect(Object.keys(session?.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
    expect(session?.namespaces.solana?.accounts[0]).toContain(context.wallet.solanaAddress ?? '-')
    expect(stack.services.relay.stats.methods.wc_proposeSession).toBe(1)
    expect(stack.services.relay.stats.methods.wc_approveSession).toBe(1)
  })

  it("issue 28: WalletConnect Verify stays the SDK's unless the host turns it off", async () => {
    const { walletConnect } = await setup()
    const registerOf = async (client: WalletConnect['client']) =>
      String((await client.signClient()).core.verify.register)
    const skipped = createWalletConnect({
      ...walletConnect.client.options,
      storagePrefix: `dapp-${++prefix}`,
      verify: false,
    })
    closers.push(() => skipped.close())
    // The SDK's registration (it attests the page's origin to the wallet), and the stand-in that
    // answers nothing at once.
    expect(await registerOf(walletConnect.client)).not.toBe(await registerOf(skipped.client))
    expect(await registerOf(skipped.client)).toBe(String(async () => ''))
  })

  it('personal_sign goes to the wallet and comes back verifiable', async () => {
    const context = await setup()
    await pairAndApprove(context)
    const adapter = await context.adapter.load()
    const signature = await Effect.runPromise(
      adapter.signMessage({
        connectorId: 'walletConnect',
        address: context.wallet.evmAddress,
        message: 'Hello over WalletConnect',
      }),
    )
    expect(
      await verifyMessage({
        address: context.wallet.evmAddress,
        message: 'Hello over WalletConnect',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(context.wallet.controls.requests().map((request) => request.method)).toContain(
      'personal_sign',
    )
  })

  it('the wallet moving to Sepolia is seen by the widget (chainChanged)', async () => {
    const context = await setup()
    await pairAndApprove(context)
    await context.wallet.controls.switchChain(11155111)
    const state = await context.until((s) => s.caipNetwork?.id === 11155111)
    expect(state.caipAddress).toBe(`eip155:11155111:${context.wallet.evmAddress}`)
  })

  it('a wallet-side disconnect disconnects the widget', async () => {
    const context = await setup()
    await pairAndApprove(context)
    await context.wallet.controls.disconnect()
    const state = await context.until((s) => s.status === 'disconnected')
    expect(state.address).toBeUndefined()
  })

  it("spec §8, decision 0040: a session whose time runs out disconnects with 'Session Expired', once", async () => {
    const context = await setup()
    await pairAndApprove(context)
    const alerts: string[] = []
    context.widget.on('ALERT', (event) => alerts.push(event.alert))
    // The session's expiry brought to now in the widget's SDK, as its 7 days passing would: the
    // SDK's own expirer ends it on its next heartbeat (session_expire).
    const client = await context.walletConnect.client.signClient()
    const topic = (await context.walletConnect.client.session())?.topic ?? ''
    client.core.expirer.set(topic, Math.floor(Date.now() / 1000))
    const state = await context.until((s) => s.status === 'disconnected')
    expect(state.address).toBeUndefined()
    expect(alerts).toEqual(['sessionExpired'])
    const toasts = context.widget.actor.system.get('toasts') as AnyActorRef
    expect(toasts.getSnapshot().context.toast).toMatchObject({ message: 'Session Expired' })
  }, 30_000)

  it('issue 29 (3): a WalletKit wallet that discovers assets answers the balances over the relay', async () => {
    const context = await setup({ assetDiscovery: true })
    await pairAndApprove(context)
    stack.services.api.clearRequests()
    const balances = await context.widget.getBalances({ throwOnError: true })
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC'])
    expect(balances[1]?.address).toBe(`eip155:1:${stack.fixtures.usdc}`)
    expect(stack.services.api.requests().filter((r) => r.path.endsWith('/balance'))).toEqual([])
  })

  it('a widget-side disconnect ends the session at the wallet (session_delete)', async () => {
    const context = await setup()
    await pairAndApprove(context)
    const deleted = context.wallet.next('session_delete')
    await context.widget.disconnect()
    expect((await deleted).topic).toMatch(/^[0-9a-f]{64}$/)
    expect(context.wallet.controls.sessions()).toEqual([])
    expect(await context.walletConnect.client.session()).toBeUndefined()
  })

  it('a rejected proposal ends the attempt with an error and the widget disconnected', async () => {
    const context = await setup()
    context.wallet.controls.rejectNextProposal()
    // The wallet's refusal (WalletConnect's 5000 "User rejected."), typed as the person's no.
    await expect(pairAndApprove(context)).rejects.toMatchObject({ _tag: 'UserRejectedError' })
    expect(context.widget.getState().status).toBe('disconnected')
    expect(context.wallet.controls.proposals()[0]?.outcome).toBe('rejected')
  })

  it('spec §9: the URI expires with under 10 s left; a refresh makes a new one that pairs', async () => {
    const context = await setup()
    const pairing = context.widget.actor.system.get('pairing') as AnyActorRef
    pairing.send({ type: 'user.start' })
    const first = await context.until((s) => s.pairing.status === 'ready')
    context.clock.increment(PAIRING_EXPIRY_MS - PAIRING_EXPIRED_THRESHOLD_MS)
    expect(context.widget.getState().pairing).toEqual({ status: 'expired', uri: undefined })
    pairing.send({ type: 'user.refresh' })
    const second = await context.until((s) => s.pairing.status === 'ready')
    expect(second.pairing.uri).not.toBe(first.pairing.uri)
    await context.wallet.pair(second.pairing.uri ?? '')
    await context.until((s) => s.status === 'connected')
    expect(stack.services.relay.stats.methods.wc_approveSession).toBe(1)
  })

  it('issue 28: a refreshed pairing is deleted and its approval connects nothing; a disconnect deletes the pairing', async () => {
    const context = await setup()
    const pairing = context.widget.actor.system.get('pairing') as AnyActorRef
    const client = await context.walletConnect.client.signClient()
    const pairings = () => client.core.pairing.getPairings().map((each) => each.topic)
    const topicOf = (uri = '') => uri.slice(3, uri.indexOf('@'))
    pairing.send({ type: 'user.start' })
    const first = await context.until((s) => s.pairing.status === 'ready')
    pairing.send({ type: 'user.refresh' })
    const second = await context.until(
      (s) => s.pairing.status === 'ready' && s.pairing.uri !== first.pairing.uri,
    )
    expect(pairings()).not.toContain(topicOf(first.pairing.uri))
    expect(pairings()).toContain(topicOf(second.pairing.uri))
    // The wallet scans the old QR code: the pairing is gone (the dapp deleted it), its approval
    // fails, and nothing connects.
    const oldProposal = context.wallet.next('proposal')
    await context.wallet.pair(first.pairing.uri ?? '')
    expect(await oldProposal).toMatchObject({
      outcome: 'failed',
      error: expect.stringContaining('Record was recently deleted - pairing'),
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(context.widget.getState().status).toBe('disconnected')
    // The current code connects.
    await context.wallet.pair(second.pairing.uri ?? '')
    await context.until((s) => s.status === 'connected')
    const session = await context.walletConnect.client.session()
    expect(session?.pairingTopic).toBe(topicOf(second.pairing.uri))
    await context.widget.disconnect()
    expect(pairings()).not.toContain(session?.pairingTopic)
  })

  it('spec §4: one session connects eip155 and solana; disconnecting one ends both', async () => {
    const context = await setup({ solana: true })
    await pairAndApprove(context)
    const both = await context.until(
      (s) => s.connections.filter((c) => c.status === 'connected').length === 2,
    )
    expect(both.connections.map((c) => c.caipAddress).sort()).toEqual(
      [
        `eip155:1:${context.wallet.evmAddress}`,
        `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${context.wallet.solanaAddress}`,
      ].sort(),
    )
    const deleted = context.wallet.next('session_delete')
    await context.widget.disconnect({ namespace: 'solana' })
    await deleted
    const after = await context.until((s) =>
      s.connections.every((c) => c.status === 'disconnected'),
    )
    expect(after.status).toBe('disconnected')
    expect(stack.services.relay.stats.methods.wc_approveSession).toBe(1)
  })
})
