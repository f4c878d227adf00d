// Issue 17 over WalletConnect: bip122, polkadot and cosmos through the widget's WalletConnect
// transport, with the real SDKs on both sides (sign-client in the widget, WalletKit in the test
// wallet) over a local relay on a free port. One pairing settles all three namespaces; each
// connects with its own address (bip122 as a payment account); a message signed over the
// session verifies against the wallet's key the way that ecosystem verifies (BIP-137, ed25519
// over <Bytes>…</Bytes>, ADR-036); a refusal is UserRejectedError; one disconnect ends them all.

import {
  createWalletConnect,
  type WalletConnect,
  walletConnectAdapter,
} from '@airlock/adapters/walletconnect'
import {
  bitcoinMainnet,
  type ChainNamespace,
  cosmosHub,
  createWidget,
  polkadotMainnet,
  type Widget,
  type WidgetState,
} from '@airlock/core'
import { memoryBackend, untilWidgetState } from '@airlock/core/testing'
import { ed25519 } from '@noble/curves/ed25519'
import { base64, hex } from '@scure/base'
import { Effect } from 'effect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SimulatedClock } from 'xstate'
import { type Relay, startRelay } from '../../stack/walletconnect/relay'
import { verifyBitcoinMessage } from '../bitcoin/bitcoinMessage'
import { verifyAdr036 } from '../cosmos/adr036'
import { DEV_PRIVATE_KEY } from '../injected/testWallet'
import { wrapBytes } from '../polkadot/wrapBytes'
import { BITCOIN_MAINNET } from './bitcoinAccount'
import { COSMOS_HUB } from './cosmosAccount'
import { POLKADOT_MAINNET } from './polkadotAccount'
import { keepWalletConnectOffline, uniqueStoragePrefix } from './sdkLifecycle'
import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from './walletConnectTestWallet'

keepWalletConnectOffline()

const networks = { bip122: bitcoinMainnet, polkadot: polkadotMainnet, cosmos: cosmosHub } as const
type Namespace = keyof typeof networks
const namespaces = Object.keys(networks) as Namespace[]
const utf8 = (text: string) => new TextEncoder().encode(text)

let relay: Relay
const closers: (() => Promise<unknown>)[] = []

beforeEach(async () => {
  relay = await startRelay({ port: 0 })
})
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
  await relay.close()
})

async function setup() {
  const walletConnect: WalletConnect = createWalletConnect({
    projectId: 'local',
    relayUrl: relay.url,
    networks: Object.values(networks),
    metadata: { name: 'Airlock', description: 'test', url: 'http://127.0.0.1', icons: [] },
    storagePrefix: uniqueStoragePrefix('widget'),
  })
  const adapters = {
    bip122: walletConnectAdapter(walletConnect, 'bip122', [bitcoinMainnet]),
    polkadot: walletConnectAdapter(walletConnect, 'polkadot', [polkadotMainnet]),
    cosmos: walletConnectAdapter(walletConnect, 'cosmos', [cosmosHub]),
  }
  const widget: Widget = createWidget({
    projectId: 'local',
    adapters: Object.values(adapters),
    networks: Object.values(networks),
    walletConnect,
    storage: memoryBackend(),
    clock: new SimulatedClock(),
  })
  closers.push(
    () => widget.destroy(),
    () => walletConnect.close(),
  )
  const wallet: WalletConnectTestWallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    evm: { privateKey: DEV_PRIVATE_KEY, chains: [] },
    bitcoin: {},
    polkadot: {},
    cosmos: {},
    // Each request at once, not one a second (the SDK's queue): the tests sign several times.
    disableRequestQueue: true,
  })
  closers.push(() => wallet.close())
  const until = (predicate: (state: WidgetState) => boolean) => untilWidgetState(widget, predicate)
  const addressOf = (namespace: Namespace) =>
    ({
      bip122: wallet.bitcoinAddress,
      polkadot: wallet.polkadotAddress,
      cosmos: wallet.cosmosAddress,
    })[namespace] ?? '-'
  return { widget, wallet, walletConnect, adapters, until, addressOf }
}

type Context = Awaited<ReturnType<typeof setup>>

/** The person picks WalletConnect, the wallet scans the URI and approves: all three connect. */
async function connectAll(context: Context) {
  const connecting = context.widget.connect({ connectorId: 'walletConnect' })
  const offered = await context.until((state) => state.pairing.uri !== undefined)
  await context.wallet.pair(offered.pairing.uri ?? '')
  await connecting
  return context.until(
    (state) => state.connections.filter((c) => c.status === 'connected').length === 3,
  )
}

const connectedOn = (state: WidgetState, namespace: ChainNamespace) =>
  state.connections.find((c) => c.namespace === namespace && c.status === 'connected')

describe('bip122, polkadot and cosmos over WalletConnect, real SDKs on a local relay', () => {
  it('one pairing settles all three namespaces, each connected with its own address', async () => {
    const context = await setup()
    const { wallet } = context
    const state = await connectAll(context)

    const session = await context.walletConnect.client.session()
    expect(Object.keys(session?.namespaces ?? {}).sort()).toEqual(['bip122', 'cosmos', 'polkadot'])
    expect(session?.namespaces.bip122?.accounts).toEqual([
      `${BITCOIN_MAINNET}:${wallet.bitcoinAddress}`,
    ])
    expect(session?.namespaces.polkadot?.accounts).toEqual([
      `${POLKADOT_MAINNET}:${wallet.polkadotAddress}`,
    ])
    expect(session?.namespaces.cosmos?.accounts).toEqual([`${COSMOS_HUB}:${wallet.cosmosAddress}`])
    expect(relay.stats.methods.wc_proposeSession).toBe(1)
    expect(relay.stats.methods.wc_approveSession).toBe(1)

    expect(wallet.bitcoinAddress).toMatch(/^bc1q/)
    expect(wallet.cosmosAddress).toMatch(/^cosmos1/)
    for (const namespace of namespaces) {
      expect(connectedOn(state, namespace)?.caipAddress).toBe(
        `${networks[namespace].caipNetworkId}:${context.addressOf(namespace)}`,
      )
    }
    // spec §9 default account types: bip122 payment, the others eoa.
    const types = await Promise.all(
      namespaces.map(async (namespace) => {
        const connected = await Effect.runPromise(
          context.adapters[namespace].reconnect({ connectorId: 'walletConnect' }),
        )
        return [namespace, connected?.chainId, connected?.accounts] as const
      }),
    )
    expect(types).toEqual([
      [
        'bip122',
        bitcoinMainnet.id,
        [{ namespace: 'bip122', address: wallet.bitcoinAddress, type: 'payment' }],
      ],
      [
        'polkadot',
        polkadotMainnet.id,
        [{ namespace: 'polkadot', address: wallet.polkadotAddress, type: 'eoa' }],
      ],
      [
        'cosmos',
        cosmosHub.id,
        [{ namespace: 'cosmos', address: wallet.cosmosAddress, type: 'eoa' }],
      ],
    ])
  })

  it('bip122: signMessage as the reference asks; a BIP-137 signature of the payment address', async () => {
    const context = await setup()
    await connectAll(context)
    const address = context.wallet.bitcoinAddress ?? '-'
    const message = 'Sign in to Airlock over WalletConnect'
    const signature = await context.widget.signMessage({ namespace: 'bip122', message })

    expect(verifyBitcoinMessage(address, utf8(message), base64.decode(signature))).toBe(true)
    expect(verifyBitcoinMessage(address, utf8(`${message}!`), base64.decode(signature))).toBe(false)
    expect(context.wallet.controls.requests().at(-1)).toMatchObject({
      chainId: BITCOIN_MAINNET,
      method: 'signMessage',
      params: { account: address, address, message, protocol: 'ecdsa' },
    })
  })

  it('polkadot: polkadot_signMessage of <Bytes>-wrapped data; ed25519 over the wrapping', async () => {
    const context = await setup()
    await connectAll(context)
    const account = context.wallet.accounts.polkadot
    if (!account) throw new Error('the wallet has no polkadot account')
    const message = 'Sign in to Airlock over WalletConnect'
    const signature = await context.widget.signMessage({ namespace: 'polkadot', message })

    expect(signature).toMatch(/^0x[0-9a-f]+$/)
    const bytes = hex.decode(signature.slice(2))
    expect(ed25519.verify(bytes, wrapBytes(utf8(message)), account.publicKey)).toBe(true)
    // The wrapping is part of what was signed: the bare message does not verify.
    expect(ed25519.verify(bytes, utf8(message), account.publicKey)).toBe(false)
    const seen = context.wallet.controls.requests().at(-1)
    expect(seen).toMatchObject({
      chainId: POLKADOT_MAINNET,
      method: 'polkadot_signMessage',
      params: { address: account.address, type: 'bytes' },
    })
    const { data } = (seen?.params ?? {}) as { data?: string }
    expect(new TextDecoder().decode(hex.decode(data?.slice(2) ?? ''))).toBe(
      `<Bytes>${message}</Bytes>`,
    )
  })

  it('cosmos: cosmos_signAmino of the ADR-036 doc; the signature verifies as ADR-036', async () => {
    const context = await setup()
    await connectAll(context)
    const account = context.wallet.accounts.cosmos
    if (!account) throw new Error('the wallet has no cosmos account')
    const message = 'Sign in to Airlock over WalletConnect'
    const signature = await context.widget.signMessage({ namespace: 'cosmos', message })

    const bytes = base64.decode(signature)
    expect(verifyAdr036(account.publicKey, account.address, message, bytes)).toBe(true)
    expect(verifyAdr036(account.publicKey, account.address, `${message}!`, bytes)).toBe(false)
    expect(context.wallet.controls.requests().at(-1)).toMatchObject({
      chainId: COSMOS_HUB,
      method: 'cosmos_signAmino',
      params: { signerAddress: account.address },
    })
  })

  it.each([
    ['bip122', 'signMessage'],
    ['polkadot', 'polkadot_signMessage'],
    ['cosmos', 'cosmos_signAmino'],
  ] as const)(
    '%s: a refusal (4001, or WalletConnect 5000) is UserRejectedError',
    async (namespace, method) => {
      const context = await setup()
      await connectAll(context)
      const sign = () => context.widget.signMessage({ namespace, message: 'no thanks' })

      context.wallet.controls.rejectNextRequest(method)
      await expect(sign()).rejects.toMatchObject({ _tag: 'UserRejectedError' })
      context.wallet.controls.rejectNextRequest(method, { code: 5000, message: 'User rejected.' })
      await expect(sign()).rejects.toMatchObject({ _tag: 'UserRejectedError' })
      const outcomes = context.wallet.controls.requests().filter((seen) => seen.method === method)
      expect(outcomes).toHaveLength(2)
      // The session survives a refusal: the next request is signed.
      expect(await sign()).not.toBe('')
      expect(connectedOn(context.widget.getState(), namespace)).toBeDefined()
    },
  )

  it('spec §4: disconnecting one namespace ends the session, and all three with it', async () => {
    const context = await setup()
    await connectAll(context)
    const deleted = context.wallet.next('session_delete')
    await context.widget.disconnect({ namespace: 'polkadot' })

    expect((await deleted).topic).toMatch(/^[0-9a-f]{64}$/)
    expect(context.wallet.controls.sessions()).toEqual([])
    expect(await context.walletConnect.client.session()).toBeUndefined()
    const after = await context.until((state) =>
      state.connections.every((c) => c.status === 'disconnected'),
    )
    expect(after.status).toBe('disconnected')
    await expect(
      context.widget.signMessage({ namespace: 'cosmos', message: 'too late' }),
    ).rejects.toMatchObject({ _tag: 'NoActiveCaipAddressError' })
  })
})
