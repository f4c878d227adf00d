// The Solana test wallet on its own: the Wallet Standard registration convention against the
// official libraries (@wallet-standard/app's registry, @wallet-standard/wallet's
// registerWallet), and its features against the local Solana.
import { verify } from 'node:crypto'
import { walletsOnTarget } from '@airlock/adapters/solana'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
} from '@solana/wallet-standard-features'
import { Connection, Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort } from '../../stack/ports'
import { type LocalSolana, startSolana } from '../../stack/solana/startSolana'
import { registerStandardWallet } from '../registerStandardWallet'
import { base58Encode } from '../walletconnect/base58'
import { solanaPublicKey } from '../walletconnect/solanaAccount'
import { createSolanaTestWallet } from './solanaTestWallet'

let solana: LocalSolana
beforeAll(async () => {
  solana = await startSolana({ rpcPort: await freePort(), wsPort: await freePort() })
})
afterAll(async () => {
  await solana?.stop()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const create = (options: Partial<Parameters<typeof createSolanaTestWallet>[0]> = {}) =>
  createSolanaTestWallet({ rpcUrls: { 'solana:mainnet': solana.rpcUrl }, ...options })

const featuresOf = (wallet: ReturnType<typeof create>) =>
  wallet.wallet.features as StandardConnectFeature &
    SolanaSignMessageFeature &
    SolanaSignAndSendTransactionFeature

describe('Solana test wallet: registration', () => {
  it('registers into @wallet-standard/app getWallets() through the window events', async () => {
    vi.stubGlobal('window', new EventTarget())
    vi.resetModules()
    const { getWallets } = await import('@wallet-standard/app')
    const wallets = getWallets()
    const wallet = create()
    const unregister = registerStandardWallet(wallet.wallet)
    expect(wallets.get()).toContain(wallet.wallet)
    unregister()
    expect(wallets.get()).not.toContain(wallet.wallet)
  })

  it('a wallet registered by @wallet-standard/wallet reaches walletsOnTarget, before or after it starts', async () => {
    const target = new EventTarget()
    vi.stubGlobal('window', target)
    const { registerWallet } = await import('@wallet-standard/wallet')
    const early = create({ name: 'Early' })
    registerWallet(early.wallet)
    const wallets = walletsOnTarget(target)
    const late = create({ name: 'Late' })
    registerWallet(late.wallet)
    expect(wallets.get().map((wallet) => wallet.name)).toEqual(['Early', 'Late'])
  })
})

describe('Solana test wallet: features', () => {
  it('the fixture keypair by default, on the three clusters, with the six features', () => {
    const wallet = create()
    expect(wallet.address).toBe(solana.fixtures.wallets[0]?.publicKey.toBase58())
    expect(wallet.wallet.chains).toEqual(['solana:mainnet', 'solana:devnet', 'solana:testnet'])
    expect(Object.keys(wallet.wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
  })

  it('a silent connect exposes nothing until the site is trusted', async () => {
    const wallet = create()
    const { connect } = featuresOf(wallet)['standard:connect']
    expect((await connect({ silent: true })).accounts).toEqual([])
    expect((await connect()).accounts.map((account) => account.address)).toEqual([wallet.address])
    expect((await connect({ silent: true })).accounts).toHaveLength(1)
  })

  it('signs messages with the account key, and refuses an account it does not hold', async () => {
    const wallet = create({ authorized: true })
    const { signMessage } = featuresOf(wallet)['solana:signMessage']
    const [account] = wallet.wallet.accounts
    const message = new TextEncoder().encode('test wallet')
    const [output] = await signMessage({ account: account as never, message })
    expect(
      verify(null, message, solanaPublicKey(wallet.address), output?.signature as Uint8Array),
    ).toBe(true)
    const stranger = { ...account, address: Keypair.generate().publicKey.toBase58() }
    await expect(signMessage({ account: stranger as never, message })).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('signAndSendTransaction sends to the RPC of the chain asked for (mainnet or its CAIP-2 id)', async () => {
    const wallet = create({ authorized: true })
    const { signAndSendTransaction } = featuresOf(wallet)['solana:signAndSendTransaction']
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const to = Keypair.generate().publicKey
    const transaction = async () =>
      new Transaction({
        feePayer: wallet.keypair.publicKey,
        recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      })
        .add(
          SystemProgram.transfer({
            fromPubkey: wallet.keypair.publicKey,
            toPubkey: to,
            lamports: 1_000_000,
          }),
        )
        .serialize({ requireAllSignatures: false })
    const account = wallet.wallet.accounts[0] as never
    for (const chain of ['solana:mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] as const) {
      const [output] = await signAndSendTransaction({
        account,
        chain,
        transaction: await transaction(),
      })
      const status = await connection.getSignatureStatus(
        base58Encode(output?.signature as Uint8Array),
      )
      expect(status.value?.err).toBeNull()
    }
    expect(await connection.getBalance(to)).toBe(2_000_000)
    await expect(
      signAndSendTransaction({ account, chain: 'solana:devnet', transaction: await transaction() }),
    ).rejects.toMatchObject({ code: 4901 })
  })

  it('rejectNext and hangNext script the next call of a feature only', async () => {
    const wallet = create()
    const { connect } = featuresOf(wallet)['standard:connect']
    wallet.controls.rejectNext('standard:connect')
    await expect(connect()).rejects.toMatchObject({ code: 4001 })
    wallet.controls.hangNext('standard:connect')
    const hanging = await Promise.race([
      connect().then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('hanging'), 50)),
    ])
    expect(hanging).toBe('hanging')
    expect((await connect()).accounts).toHaveLength(1)
  })
})
