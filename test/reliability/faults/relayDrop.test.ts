// Issue 18, fault: the WalletConnect relay drops every socket mid-session (the network blinks).
// Both real SDKs (sign-client in the widget, WalletKit in the test wallet) reconnect and
// re-subscribe; the session survives: a personal_sign after the drop goes through and verifies,
// and the widget never left 'connected'.
import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWalletConnect } from '@airlock/adapters/walletconnect'
import { createWidget, ethereumNetwork, sepoliaNetwork, type WidgetState } from '@airlock/core'
import { memoryBackend } from '@airlock/core/testing'
import { Effect } from 'effect'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Stack, startStack, stopStack } from '../../stack/stack'
import { DEV_PRIVATE_KEY } from '../../wallets/injected/testWallet'
import { createWalletConnectTestWallet } from '../../wallets/walletconnect/walletConnectTestWallet'
import { recordReliability } from '../reliabilityRecord'

let stack: Stack
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  stack = await startStack()
}, 30_000)
afterAll(async () => {
  for (const close of closers.splice(0).reverse()) await close()
  await stopStack(stack)
})

describe('the relay drops mid-session', () => {
  it('both sides reconnect and re-subscribe; the session survives', async (context) => {
    recordReliability(context, {
      area: 'fault',
      tried: 'WalletConnect relay drops every socket mid-session',
      cases: 1,
      expected: 'reconnect + re-subscribe; still connected; personal_sign verifies',
    })
    const walletConnect = createWalletConnect({
      projectId: 'local',
      relayUrl: stack.services.relay.url,
      networks: [ethereumNetwork, sepoliaNetwork],
      metadata: {
        name: 'Airlock relay test',
        description: 'test',
        url: 'http://127.0.0.1',
        icons: [],
      },
      storagePrefix: 'relay-drop',
    })
    const adapter = createEvmAdapter({
      networks: [ethereumNetwork, sepoliaNetwork],
      rpcUrls: { 1: [stack.chains.mainnet.rpcUrl], 11155111: [stack.chains.sepolia.rpcUrl] },
      discovery: { target: new EventTarget(), legacyProvider: () => undefined },
      externalConnectors: [walletConnect.connector('eip155')],
    })
    const widget = createWidget({
      projectId: 'local',
      adapters: [adapter],
      networks: [ethereumNetwork, sepoliaNetwork],
      walletConnect,
      storage: memoryBackend(),
    })
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.services.relay.url,
      evm: {
        privateKey: DEV_PRIVATE_KEY,
        chains: [{ id: 1, rpcUrl: stack.chains.mainnet.rpcUrl }],
      },
    })
    closers.push(
      () => widget.destroy(),
      () => walletConnect.close(),
      () => wallet.close(),
    )
    const statuses: WidgetState['status'][] = []
    const connecting = widget.connect({ connectorId: 'walletConnect' })
    const uri = await new Promise<string>((resolve) => {
      const stop = widget.subscribe((state) => {
        if (!state.pairing.uri) return
        stop()
        resolve(state.pairing.uri)
      })
    })
    await wallet.pair(uri)
    await connecting
    widget.subscribe((state) => statuses.push(state.status))
    const connectionsBefore = stack.services.relay.stats.connections

    stack.services.relay.dropConnections()

    const message = 'Still here after the relay dropped'
    const loaded = await adapter.load()
    const signature = await Effect.runPromise(
      loaded.signMessage({ connectorId: 'walletConnect', address: wallet.evmAddress, message }),
    )
    expect(
      await verifyMessage({
        address: wallet.evmAddress,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    // Both sides opened new sockets, and the widget never left 'connected'.
    expect(stack.services.relay.stats.connections).toBeGreaterThanOrEqual(connectionsBefore + 2)
    expect(statuses.every((status) => status === 'connected')).toBe(true)
    expect(widget.getState().status).toBe('connected')
  }, 60_000)
})
