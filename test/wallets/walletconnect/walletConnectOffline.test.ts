import { Socket } from 'node:net'
import type { SignClientTypes } from '@walletconnect/types'
import { type Hex, toHex } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Stack, startStack, stopStack } from '../../stack/stack'
import { type Relay, startRelay } from '../../stack/walletconnect/relay'
import { DEV_PRIVATE_KEY } from '../injected/testWallet'
import { base58Encode } from './base58'
import { pairedSession } from './pairedSession'
import { keepWalletConnectOffline } from './sdkLifecycle'
import { SOLANA_MAINNET } from './solanaAccount'
import { dappNamespaces } from './testDapp'

keepWalletConnectOffline()

/** Where a `Socket#connect(...)` call goes: its host, or the IPC path. */
function connectTarget(args: readonly unknown[]): string {
  const [first, second] = args
  // net.connect() passes its normalized arguments as one array.
  if (Array.isArray(first)) return connectTarget(first)
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: unknown; path?: unknown }
    if (typeof options.path === 'string') return `ipc:${options.path}`
    return typeof options.host === 'string' ? options.host : 'localhost'
  }
  if (typeof first === 'string') return `ipc:${first}`
  return typeof second === 'string' ? second : 'localhost'
}

describe('the WalletConnect pair offline', () => {
  let stack: Stack
  let relay: Relay
  let revert: () => Promise<void>

  beforeAll(async () => {
    stack = await startStack()
  })
  afterAll(async () => {
    await stopStack(stack)
  })
  beforeEach(async () => {
    relay = await startRelay({ port: 0 })
    revert = await stack.snapshot()
  })
  afterEach(async () => {
    await relay.close()
    await revert()
  })

  it('keepWalletConnectOffline sets IS_VITEST=true, which vitest itself does not', () => {
    expect(process.env.IS_VITEST).toBe('true')
  })

  it('a whole flow calls fetch only for the local chain and opens sockets only to 127.0.0.1', async () => {
    const fetched: string[] = []
    const targets: string[] = []
    const realFetch = globalThis.fetch
    const realConnect = Socket.prototype.connect
    globalThis.fetch = (input, init) => {
      fetched.push(input instanceof Request ? input.url : String(input))
      return realFetch(input, init)
    }
    Socket.prototype.connect = function connect(this: Socket, ...args: unknown[]) {
      targets.push(connectTarget(args))
      return Reflect.apply(realConnect, this, args)
    } as typeof realConnect
    try {
      const paired = await pairedSession({
        relayUrl: relay.url,
        privateKey: DEV_PRIVATE_KEY,
        chains: [{ id: 1, rpcUrl: stack.chains.mainnet.rpcUrl }],
        solana: {},
        namespaces: dappNamespaces([1], [SOLANA_MAINNET]),
        disableRequestQueue: true,
      })
      const { dapp, session, wallet } = paired
      const ask = <T>(chainId: string, method: string, params: unknown) =>
        dapp.client.request<T>({ topic: session.topic, chainId, request: { method, params } })
      await ask<Hex>('eip155:1', 'personal_sign', [toHex('offline'), wallet.evmAddress])
      await ask<Hex>('eip155:1', 'eth_sendTransaction', [
        { from: wallet.evmAddress, to: wallet.evmAddress, value: '0x1' },
      ])
      await ask(SOLANA_MAINNET, 'solana_signMessage', { message: base58Encode(Uint8Array.of(1)) })
      const event = new Promise<SignClientTypes.EventArguments['session_event']>((resolve) =>
        dapp.client.once('session_event', resolve),
      )
      await wallet.controls.switchChain(1)
      await event
      await dapp.client.disconnect({ topic: session.topic, reason: { code: 6000, message: 'bye' } })
      await paired.close()
    } finally {
      globalThis.fetch = realFetch
      Socket.prototype.connect = realConnect
    }
    expect(fetched.length).toBeGreaterThan(0)
    expect(fetched.filter((url) => !url.startsWith(stack.chains.mainnet.rpcUrl))).toEqual([])
    expect(targets.length).toBeGreaterThan(0)
    expect(new Set(targets)).toEqual(new Set(['127.0.0.1']))
  })
})
