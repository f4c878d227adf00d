// Issue 17 in a real page: the Solana test wallet registers on the page's window, the solana
// adapter finds it through the page's own Wallet Standard registry (getWallets, no test hook),
// and signs and sends against the local Solana (CORS on the shim, signatureSubscribe over a
// browser WebSocket).
import { createSolanaAdapter } from '@airlock/adapters/solana'
import { solanaMainnet } from '@airlock/core'
import { Connection, Keypair } from '@solana/web3.js'
import { Effect } from 'effect'
import { afterAll, describe, expect, inject, it, vi } from 'vitest'
import { seededKeypair } from '../stack/solana/seededKeypair'
import { registerStandardWallet } from '../wallets/registerStandardWallet'
import { createSolanaTestWallet } from '../wallets/solana/solanaTestWallet'
import { base58Decode } from '../wallets/walletconnect/base58'
import './browserStack'

const { solana } = inject('stack')
const walletName = 'Airlock Solana Test Wallet'
const wallet = createSolanaTestWallet({ rpcUrls: { 'solana:mainnet': solana.rpcUrl } })
const unregister = registerStandardWallet(wallet.wallet)
const adapter = createSolanaAdapter({
  networks: [solanaMainnet],
  rpcUrls: { [solanaMainnet.id]: { http: solana.rpcUrl, webSocket: solana.wsUrl } },
})
const connection = new Connection(solana.rpcUrl, 'confirmed')
const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

afterAll(() => unregister())

describe('solana adapter in Chromium', () => {
  it('finds the wallet in the page registry and connects to the fixture account', async () => {
    let listed: string[] = []
    adapter.watchConnectors((list) => {
      listed = list.map((connector) => connector.id)
    })
    // Once the registry (@wallet-standard/app, loaded on first use) is there; the wallet
    // registered before it loaded answers its app-ready event.
    await vi.waitFor(() => expect(listed).toContain(walletName))
    const connected = await run(adapter.connect({ connectorId: walletName }))
    expect(connected.address).toBe(seededKeypair('wallet-0').publicKey.toBase58())
    expect(connected.chainId).toBe(solanaMainnet.id)
  })

  it('signs a message with WebCrypto Ed25519 that verifies in the page', async () => {
    const message = new TextEncoder().encode('hello from chromium')
    const signature = await run(
      adapter.signMessage({
        connectorId: walletName,
        address: wallet.address,
        message: 'hello from chromium',
      }),
    )
    const key = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(wallet.keypair.publicKey.toBytes()),
      { name: 'Ed25519' },
      false,
      ['verify'],
    )
    expect(
      await crypto.subtle.verify(
        { name: 'Ed25519' },
        key,
        Uint8Array.from(base58Decode(signature)),
        message,
      ),
    ).toBe(true)
  })

  it('sends SOL and USDC (creating the token account) and each balance moves by the amount', async () => {
    const to = Keypair.generate().publicKey
    const mint = seededKeypair('usdc-mint').publicKey
    const base = { connectorId: walletName, caipNetwork: solanaMainnet, from: wallet.address }
    await run(adapter.transfer({ ...base, to: to.toBase58(), amount: 2_000_000n }))
    expect(await connection.getBalance(to)).toBe(2_000_000)
    await run(
      adapter.transfer({
        ...base,
        to: to.toBase58(),
        amount: 750_000n,
        tokenAddress: mint.toBase58(),
      }),
    )
    // spl-token itself needs a global Buffer, so the page reads the account through web3.js.
    const [account] = (await connection.getTokenAccountsByOwner(to, { mint })).value
    expect(account).toBeDefined()
    const balance = await connection.getTokenAccountBalance(account?.pubkey ?? mint)
    expect(balance.value.amount).toBe('750000')
  })
})
