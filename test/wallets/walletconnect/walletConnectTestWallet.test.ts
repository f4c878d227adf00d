import { verify } from 'node:crypto'
import type { SignClientTypes } from '@walletconnect/types'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Stack, startStack, stopStack, UNSUPPORTED_CHAIN_ID } from '../../stack/stack'
import { type Relay, startRelay } from '../../stack/walletconnect/relay'
import { DEV_PRIVATE_KEY } from '../injected/testWallet'
import { base58Decode, base58Encode } from './base58'
import { type PairedSession, pairedSession } from './pairedSession'
import { keepWalletConnectOffline } from './sdkLifecycle'
import { SOLANA_DEVNET, SOLANA_MAINNET, solanaPublicKey } from './solanaAccount'
import { createTestDapp, dappNamespaces } from './testDapp'
import { createWalletConnectTestWallet } from './walletConnectTestWallet'

keepWalletConnectOffline()

type SessionEvent = SignClientTypes.EventArguments['session_event']

describe('the WalletConnect test wallet, with a SignClient dapp over the local relay', () => {
  let stack: Stack
  let relay: Relay
  let revert: () => Promise<void>
  const opened: { close(): Promise<void> }[] = []

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
    await Promise.all(opened.splice(0).map((client) => client.close()))
    await relay.close()
    await revert()
  })

  const chains = () => [
    { id: 1, rpcUrl: stack.chains.mainnet.rpcUrl },
    { id: 11155111, rpcUrl: stack.chains.sepolia.rpcUrl },
  ]
  const connect = async (options: Partial<Parameters<typeof pairedSession>[0]> = {}) => {
    const paired = await pairedSession({
      relayUrl: relay.url,
      privateKey: DEV_PRIVATE_KEY,
      chains: chains(),
      ...options,
    })
    opened.push(paired)
    return paired
  }
  const request = <T>(
    { dapp, session }: PairedSession,
    chainId: string,
    method: string,
    params: unknown,
  ) => dapp.client.request<T>({ topic: session.topic, chainId, request: { method, params } })

  it('pairs and settles an eip155 + solana session with one propose and one approve', async () => {
    const paired = await connect({
      solana: {},
      namespaces: dappNamespaces([1, 11155111], [SOLANA_MAINNET, SOLANA_DEVNET]),
    })
    const { wallet, session } = paired
    expect(relay.stats.methods.wc_proposeSession).toBe(1)
    expect(relay.stats.methods.wc_approveSession).toBe(1)
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:1:${wallet.evmAddress}`,
      `eip155:11155111:${wallet.evmAddress}`,
    ])
    expect(session.namespaces.solana?.accounts).toEqual([
      `${SOLANA_MAINNET}:${wallet.solanaAddress}`,
      `${SOLANA_DEVNET}:${wallet.solanaAddress}`,
    ])
    expect(session.namespaces.solana?.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
    ])
    expect(wallet.controls.sessions()).toEqual([session.topic])
    expect(wallet.controls.proposals()).toMatchObject([
      { outcome: 'approved', sessionTopic: session.topic, proposer: { name: 'Airlock test dapp' } },
    ])
  })

  it('answers personal_sign and eth_signTypedData_v4 with signatures viem verifies', async () => {
    const paired = await connect()
    const address = paired.wallet.evmAddress
    const signature = await request<Hex>(paired, 'eip155:1', 'personal_sign', [
      toHex('hello airlock'),
      address,
    ])
    expect(await verifyMessage({ address, message: 'hello airlock', signature })).toBe(true)

    const typedData = {
      domain: { name: 'Airlock', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const typedSignature = await request<Hex>(paired, 'eip155:1', 'eth_signTypedData_v4', [
      address,
      JSON.stringify(typedData),
    ])
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ ...typedData, types, address, signature: typedSignature })).toBe(
      true,
    )
    expect(paired.wallet.controls.requests().map((seen) => seen.method)).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
    ])
  })

  it('eth_sendTransaction moves exactly the value on the chain the request names', async () => {
    const paired = await connect()
    const recipient: Address = '0x000000000000000000000000000000000000a11c'
    const value = 123_456_789n
    const mainnet = createPublicClient({ transport: http(stack.chains.mainnet.rpcUrl) })
    const sepolia = createPublicClient({ transport: http(stack.chains.sepolia.rpcUrl) })
    const before = await mainnet.getBalance({ address: recipient })
    const hash = await request<Hex>(paired, 'eip155:1', 'eth_sendTransaction', [
      { from: paired.wallet.evmAddress, to: recipient, value: toHex(value) },
    ])
    const receipt = await mainnet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect((await mainnet.getBalance({ address: recipient })) - before).toBe(value)
    expect(await sepolia.getBalance({ address: recipient })).toBe(0n)
  })

  it('answers solana_signMessage with an ed25519 signature over the decoded message', async () => {
    const paired = await connect({
      solana: {},
      namespaces: dappNamespaces([1], [SOLANA_MAINNET]),
    })
    const address = paired.wallet.solanaAddress ?? ''
    const message = new TextEncoder().encode('hello solana')
    const { signature } = await request<{ signature: string }>(
      paired,
      SOLANA_MAINNET,
      'solana_signMessage',
      { message: base58Encode(message), pubkey: address },
    )
    expect(base58Decode(signature)).toHaveLength(64)
    expect(verify(null, message, solanaPublicKey(address), base58Decode(signature))).toBe(true)
    expect(
      verify(
        null,
        new TextEncoder().encode('other'),
        solanaPublicKey(address),
        base58Decode(signature),
      ),
    ).toBe(false)
  })

  it('switchChain emits chainChanged to the dapp', async () => {
    const paired = await connect()
    const event = new Promise<SessionEvent>((resolve) =>
      paired.dapp.client.once('session_event', resolve),
    )
    await paired.wallet.controls.switchChain(11155111)
    const { topic, params } = await event
    expect(topic).toBe(paired.session.topic)
    expect(params).toEqual({
      chainId: 'eip155:11155111',
      event: { name: 'chainChanged', data: 11155111 },
    })
    await expect(paired.wallet.controls.switchChain(424242)).rejects.toMatchObject({ code: 4902 })
  })

  it('wallet_switchEthereumChain to a chain outside the session updates it, then chainChanged', async () => {
    const paired = await connect({ namespaces: dappNamespaces([1]) })
    expect(paired.session.namespaces.eip155?.chains).toEqual(['eip155:1'])
    const updated = new Promise<string[] | undefined>((resolve) =>
      paired.dapp.client.once('session_update', ({ params }) =>
        resolve(params.namespaces.eip155?.chains),
      ),
    )
    const event = new Promise<SessionEvent>((resolve) =>
      paired.dapp.client.once('session_event', resolve),
    )
    const result = await request(paired, 'eip155:1', 'wallet_switchEthereumChain', [
      { chainId: toHex(11155111) },
    ])
    expect(result).toBeNull()
    expect(await updated).toEqual(['eip155:1', 'eip155:11155111'])
    expect((await event).params.chainId).toBe('eip155:11155111')
    expect(
      paired.dapp.client.session.get(paired.session.topic).namespaces.eip155?.accounts,
    ).toContain(`eip155:11155111:${paired.wallet.evmAddress}`)
    await expect(
      request(paired, 'eip155:1', 'wallet_switchEthereumChain', [{ chainId: toHex(424242) }]),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('wallet_addEthereumChain teaches the wallet a chain, which the session then holds', async () => {
    const paired = await connect({ namespaces: dappNamespaces([1]) })
    const event = new Promise<SessionEvent>((resolve) =>
      paired.dapp.client.once('session_event', resolve),
    )
    const added = await request(paired, 'eip155:1', 'wallet_addEthereumChain', [
      {
        chainId: toHex(UNSUPPORTED_CHAIN_ID),
        chainName: 'Local 424242',
        rpcUrls: [stack.chains.unsupported.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(added).toBeNull()
    expect((await event).params.chainId).toBe(`eip155:${UNSUPPORTED_CHAIN_ID}`)
    expect(paired.dapp.client.session.get(paired.session.topic).namespaces.eip155?.chains).toEqual([
      'eip155:1',
      `eip155:${UNSUPPORTED_CHAIN_ID}`,
    ])
  })

  it('a proposal for chains the wallet lacks fails at the wallet and rejects approval()', async () => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      evm: { privateKey: DEV_PRIVATE_KEY, chains: chains() },
    })
    opened.push(wallet)
    const dapp = await createTestDapp(relay.url)
    opened.push(dapp)
    const { uri, approval } = await dapp.client.connect({
      optionalNamespaces: dappNamespaces([UNSUPPORTED_CHAIN_ID]),
    })
    const seen = wallet.next('proposal')
    await wallet.pair(uri ?? '')
    await expect(approval()).rejects.toMatchObject({ code: 5104 })
    expect(await seen).toMatchObject({ outcome: 'failed', error: expect.any(String) })
    expect(wallet.controls.sessions()).toEqual([])
  })

  it('a wallet-side disconnect reaches the dapp as session_delete', async () => {
    const paired = await connect()
    const deleted = new Promise<string>((resolve) =>
      paired.dapp.client.once('session_delete', ({ topic }) => resolve(topic)),
    )
    await paired.wallet.controls.disconnect()
    expect(await deleted).toBe(paired.session.topic)
    expect(paired.wallet.controls.sessions()).toEqual([])
  })

  it('a dapp-side disconnect reaches the wallet as session_delete', async () => {
    const paired = await connect()
    const deleted = paired.wallet.next('session_delete')
    await paired.dapp.client.disconnect({
      topic: paired.session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await deleted).toEqual({ topic: paired.session.topic })
    expect(paired.wallet.controls.sessions()).toEqual([])
  })

  it('a rejected proposal rejects the dapp approval() with USER_REJECTED (5000)', async () => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl: relay.url,
      evm: { privateKey: DEV_PRIVATE_KEY, chains: chains() },
    })
    opened.push(wallet)
    const dapp = await createTestDapp(relay.url)
    opened.push(dapp)
    wallet.controls.rejectNextProposal()
    const { uri, approval } = await dapp.client.connect({ optionalNamespaces: dappNamespaces([1]) })
    const seen = wallet.next('proposal')
    await wallet.pair(uri ?? '')
    await expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect((await seen).outcome).toBe('rejected')
    expect(relay.stats.methods.wc_approveSession).toBeUndefined()
    expect(wallet.controls.sessions()).toEqual([])
  })

  it('a rejected request rejects the dapp request() with 4001, once', async () => {
    const paired = await connect()
    const address = paired.wallet.evmAddress
    paired.wallet.controls.rejectNextRequest('personal_sign')
    await expect(
      request(paired, 'eip155:1', 'personal_sign', [toHex('no'), address]),
    ).rejects.toEqual({ code: 4001, message: 'User rejected the request.' })
    const signature = await request<Hex>(paired, 'eip155:1', 'personal_sign', [
      toHex('yes'),
      address,
    ])
    expect(await verifyMessage({ address, message: 'yes', signature })).toBe(true)
  })

  it('a hung request never settles, and holds back later ones behind the SDK queue', async () => {
    const paired = await connect()
    const address = paired.wallet.evmAddress
    paired.wallet.controls.hangNextRequest()
    const hungSeen = paired.wallet.next('request')
    const settled: string[] = []
    const sign = (text: string) => {
      request(paired, 'eip155:1', 'personal_sign', [toHex(text), address])
        .finally(() => settled.push(text))
        .catch(() => undefined)
    }
    sign('first')
    expect(await hungSeen).toMatchObject({ method: 'personal_sign', outcome: 'hung' })
    sign('second')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(settled).toEqual([])
    expect(paired.wallet.controls.requests()).toHaveLength(1)
  })

  it('with disableRequestQueue, a request after a hung one is answered at once', async () => {
    const paired = await connect({ disableRequestQueue: true })
    const address = paired.wallet.evmAddress
    paired.wallet.controls.hangNextRequest('personal_sign')
    const hungSeen = paired.wallet.next('request')
    let settled = false
    request(paired, 'eip155:1', 'personal_sign', [toHex('wait'), address])
      .finally(() => {
        settled = true
      })
      .catch(() => undefined)
    await hungSeen
    const started = performance.now()
    const signature = await request<Hex>(paired, 'eip155:1', 'personal_sign', [
      toHex('go'),
      address,
    ])
    expect(performance.now() - started).toBeLessThan(900)
    expect(await verifyMessage({ address, message: 'go', signature })).toBe(true)
    expect(settled).toBe(false)
  })
})
