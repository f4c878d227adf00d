// The shim against the real @solana/web3.js 1.98 and @solana/spl-token clients: what they send
// is what the widget's adapter and the test wallet send.
import {
  getAccount,
  getAssociatedTokenAddressSync,
  getOrCreateAssociatedTokenAccount,
  transfer,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { freePort } from '../ports'
import { MAINNET_GENESIS_HASH } from './rpcMethods'
import { seededKeypair } from './seededKeypair'
import { FUNDED_LAMPORTS, FUNDED_USDC } from './solanaFixtures'
import { type LocalSolana, startSolana } from './startSolana'

let solana: LocalSolana
let connection: Connection

const start = async () => startSolana({ rpcPort: await freePort(), wsPort: await freePort() })

beforeAll(async () => {
  solana = await start()
  connection = new Connection(solana.rpcUrl, { commitment: 'confirmed', wsEndpoint: solana.wsUrl })
})
afterAll(async () => {
  await solana?.stop()
})

const payer = () => solana.fixtures.wallets[0] as Keypair

describe('local Solana: fixtures', () => {
  it('has the same mint and keypairs on every start, funded with SOL and USDC', async () => {
    expect(solana.fixtures.usdc).toEqual({
      mint: seededKeypair('usdc-mint').publicKey.toBase58(),
      decimals: 6,
    })
    const wallet = solana.fixtures.wallets[1] as Keypair
    expect(wallet.publicKey.equals(seededKeypair('wallet-1').publicKey)).toBe(true)
    expect(BigInt(await connection.getBalance(wallet.publicKey))).toBe(FUNDED_LAMPORTS)
    const account = getAssociatedTokenAddressSync(
      new PublicKey(solana.fixtures.usdc.mint),
      wallet.publicKey,
    )
    const balance = await connection.getTokenAccountBalance(account)
    expect(balance.value).toMatchObject({ amount: String(FUNDED_USDC), decimals: 6 })
  })

  it('answers as Solana mainnet (its genesis hash)', async () => {
    expect(await connection.getGenesisHash()).toBe(MAINNET_GENESIS_HASH)
  })
})

describe('local Solana: transactions', () => {
  it('sendAndConfirmTransaction resolves over the WebSocket and moves exactly the amount', async () => {
    const receiver = Keypair.generate().publicKey
    const before = BigInt(await connection.getBalance(payer().publicKey))
    const amount = 12_345_678n
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer().publicKey,
        toPubkey: receiver,
        lamports: amount,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [payer()])
    expect(BigInt(await connection.getBalance(receiver))).toBe(amount)
    // One signature's fee, 5000 lamports, as on a validator.
    expect(before - BigInt(await connection.getBalance(payer().publicKey))).toBe(amount + 5000n)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('two identical transfers land as two transactions (the blockhash rolls)', async () => {
    const receiver = Keypair.generate().publicKey
    const send = () =>
      sendAndConfirmTransaction(
        connection,
        new Transaction().add(
          SystemProgram.transfer({
            fromPubkey: payer().publicKey,
            toPubkey: receiver,
            lamports: LAMPORTS_PER_SOL,
          }),
        ),
        [payer()],
      )
    const [first, second] = [await send(), await send()]
    expect(first).not.toBe(second)
    expect(await connection.getBalance(receiver)).toBe(2 * LAMPORTS_PER_SOL)
  })

  it('spl-token: creates the receiver account, transfers, and lists it by owner', async () => {
    const mint = new PublicKey(solana.fixtures.usdc.mint)
    const owner = Keypair.generate().publicKey
    const from = getAssociatedTokenAddressSync(mint, payer().publicKey)
    const to = await getOrCreateAssociatedTokenAccount(connection, payer(), mint, owner)
    await transfer(connection, payer(), from, to.address, payer(), 2_500_000n)
    expect((await getAccount(connection, to.address)).amount).toBe(2_500_000n)
    const listed = await connection.getTokenAccountsByOwner(owner, { mint })
    expect(listed.value.map((entry) => entry.pubkey.toBase58())).toEqual([to.address.toBase58()])
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, { mint })
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('2500000')
  })

  it('a transfer over the balance fails in preflight with the program error and its logs', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, 10_000_000))
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: payer().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    const error = await sendAndConfirmTransaction(connection, transaction, [poor]).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as Error).message).toContain('custom program error: 0x1')
    expect(((error as SendTransactionError).logs ?? []).join('\n')).toContain(
      'insufficient lamports',
    )
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000)
  })
  it('with skipPreflight a failing transaction lands with its error and fee, as on a validator', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, 10_000_000))
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: poor.publicKey,
      blockhash,
      lastValidBlockHeight,
    }).add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: payer().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    transaction.sign(poor)
    const signature = await connection.sendRawTransaction(transaction.serialize(), {
      skipPreflight: true,
    })
    const confirmed = await connection.confirmTransaction(
      { signature, blockhash, lastValidBlockHeight },
      'confirmed',
    )
    expect(confirmed.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000 - 5000)
  })
})

describe('local Solana: lifecycle', () => {
  it('stop closes the RPC and the WebSocket, twice is fine, and the ports can be used again', async () => {
    const other = await start()
    const socket = new WebSocket(other.wsUrl)
    await new Promise((resolve) => socket.once('open', resolve))
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await other.stop()
    await other.stop()
    // A normal closure, the one code web3.js's socket client does not reconnect after.
    expect(await closed).toBe(1000)
    await expect(fetch(other.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
    const [rpcPort, wsPort] = [other.rpcUrl, other.wsUrl].map((url) => Number(new URL(url).port))
    const again = await startSolana({ rpcPort: rpcPort as number, wsPort: wsPort as number })
    expect(await new Connection(again.rpcUrl).getGenesisHash()).toBe(MAINNET_GENESIS_HASH)
    await again.stop()
  })

  it('a web3.js Connection whose socket is open when the chain stops does not dial it again', async () => {
    const other = await start()
    const client = new Connection(other.rpcUrl, {
      commitment: 'confirmed',
      wsEndpoint: other.wsUrl,
    })
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const transaction = new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: payer().publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      )
      // Confirmed over the socket, which web3.js keeps open 500 ms after the last subscription.
      await sendAndConfirmTransaction(client, transaction, [other.fixtures.wallets[0] as Keypair])
      await other.stop()
      // rpc-websockets dials again 1 s after an abnormal close, logging "ws error" when refused.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      expect(errors.mock.calls.map((call) => call.join(' '))).toEqual([])
    } finally {
      errors.mockRestore()
    }
  })
})
