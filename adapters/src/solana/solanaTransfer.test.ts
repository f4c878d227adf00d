// Integration: SOL and SPL token sends through the solana adapter, the test wallet and the local
// Solana; every balance checked on the node before and after.
import { solanaMainnet } from '@airlock/core'
import { UserRejectedError } from '@airlock/core/adapter'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey, SystemProgram } from '@solana/web3.js'
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { recordReliability } from '../../../test/reliability/reliabilityRecord'
import { exitFailure } from '../../../test/wallets/exitFailure'
import {
  exit,
  lamportsOf,
  localSolanaForFile,
  run,
  setupWallet,
  usdcOf,
  walletName,
} from './solanaTestHarness'

const local = localSolanaForFile()

async function connected(options?: Parameters<typeof setupWallet>[1]) {
  const setup = setupWallet(local.solana, options)
  await run(setup.adapter.connect({ connectorId: walletName }))
  return setup
}

const transferOf = (from: string, to: string, amount: bigint, tokenAddress?: string) => ({
  connectorId: walletName,
  caipNetwork: solanaMainnet,
  from,
  to,
  amount,
  tokenAddress,
})

describe('solana adapter: sending', () => {
  it('a SOL send moves exactly the amount, reporting its signature as pending first', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const senderBefore = await lamportsOf(local.connection, wallet.address)
    const amount = 123_456_789n
    const submitted: string[] = []
    const signature = await run(
      adapter.transfer({
        ...transferOf(wallet.address, to, amount),
        onSubmitted: (pending) => submitted.push(pending),
      }),
    )
    expect(submitted).toEqual([signature])
    expect(await lamportsOf(local.connection, to)).toBe(amount)
    // The amount plus one signature's fee (5000 lamports).
    expect(senderBefore - (await lamportsOf(local.connection, wallet.address))).toBe(amount + 5000n)
    expect((await local.connection.getSignatureStatus(signature)).value?.err).toBeNull()
  })

  it('a USDC send to a receiver without a token account creates it and moves exactly the amount', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const { mint } = local.solana.fixtures.usdc
    expect(await usdcOf(local.connection, local.solana, to)).toBe(0n)
    const senderBefore = await usdcOf(local.connection, local.solana, wallet.address)
    const amount = 12_500_000n // 12.5 USDC
    await run(adapter.transfer(transferOf(wallet.address, to, amount, mint)))
    expect(await usdcOf(local.connection, local.solana, to)).toBe(amount)
    expect(senderBefore - (await usdcOf(local.connection, local.solana, wallet.address))).toBe(
      amount,
    )
  })

  it('a second USDC send to the same receiver reuses its token account', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const { mint } = local.solana.fixtures.usdc
    await run(adapter.transfer(transferOf(wallet.address, to, 1_000_000n, mint)))
    const solBefore = await lamportsOf(local.connection, wallet.address)
    await run(adapter.transfer(transferOf(wallet.address, to, 2_000_000n, mint)))
    expect(await usdcOf(local.connection, local.solana, to)).toBe(3_000_000n)
    // Only the fee: no rent for a new account this time.
    expect(solBefore - (await lamportsOf(local.connection, wallet.address))).toBe(5000n)
  })

  it('a wallet that only signs (no signAndSendTransaction) still sends, through our own RPC', async () => {
    const { adapter, wallet } = await connected({ without: ['solana:signAndSendTransaction'] })
    const to = Keypair.generate().publicKey.toBase58()
    await run(adapter.transfer(transferOf(wallet.address, to, 5_000_000n)))
    expect(await lamportsOf(local.connection, to)).toBe(5_000_000n)
    expect(wallet.controls.requests().map((r) => r.feature)).toContain('solana:signTransaction')
  })

  it('a rejected send is a UserRejectedError and moves nothing', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const before = await lamportsOf(local.connection, wallet.address)
    wallet.controls.rejectNext('solana:signAndSendTransaction')
    const result = await exit(adapter.transfer(transferOf(wallet.address, to, 1_000_000n)))
    expect(exitFailure(result)).toBeInstanceOf(UserRejectedError)
    expect(await lamportsOf(local.connection, to)).toBe(0n)
    expect(await lamportsOf(local.connection, wallet.address)).toBe(before)
  })

  it('a wallet that never answers a send can be given up on, and the next send works', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    wallet.controls.hangNext('solana:signAndSendTransaction')
    const given = await exit(
      adapter
        .transfer(transferOf(wallet.address, to, 1_000_000n))
        .pipe(Effect.timeout('200 millis')),
    )
    expect(exitFailure(given)).toMatchObject({ _tag: 'TimeoutError' })
    await run(adapter.transfer(transferOf(wallet.address, to, 1_000_000n)))
    expect(await lamportsOf(local.connection, to)).toBe(1_000_000n)
  })

  it('spec §8: a token send over the balance fails with InsufficientFundsError and moves nothing', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const { mint } = local.solana.fixtures.usdc
    const before = await usdcOf(local.connection, local.solana, wallet.address)
    const result = await exit(adapter.transfer(transferOf(wallet.address, to, before + 1n, mint)))
    expect(exitFailure(result)).toMatchObject({ _tag: 'InsufficientFundsError' })
    expect(await usdcOf(local.connection, local.solana, wallet.address)).toBe(before)
  })

  it('spec §4 reverted: a send that lands failed (preflight skipped) is TransactionRevertedError', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const { mint } = local.solana.fixtures.usdc
    const [usdcBefore, solBefore] = [
      await usdcOf(local.connection, local.solana, wallet.address),
      await lamportsOf(local.connection, wallet.address),
    ]
    wallet.controls.skipPreflightNext()
    const submitted: string[] = []
    const result = await exit(
      adapter.transfer({
        ...transferOf(wallet.address, to, usdcBefore + 1n, mint),
        onSubmitted: (signature) => submitted.push(signature),
      }),
    )
    expect(exitFailure(result)).toMatchObject({ _tag: 'TransactionRevertedError' })
    expect(String((exitFailure(result) as Error).message)).toContain('InstructionError')
    expect(submitted).toHaveLength(1)
    expect(await usdcOf(local.connection, local.solana, wallet.address)).toBe(usdcBefore)
    // It landed: the fee is gone (the receiver's account creation was undone with the rest).
    expect(solBefore - (await lamportsOf(local.connection, wallet.address))).toBe(5000n)
  })

  it('issue 25: the fee estimate is what the SOL send then costs beyond its amount', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const amount = 7_000_000n
    const estimate = adapter.estimateTransferFee?.(transferOf(wallet.address, to, amount))
    const fee = await run(estimate ?? Effect.die('no estimateTransferFee'))
    const before = await lamportsOf(local.connection, wallet.address)
    await run(adapter.transfer(transferOf(wallet.address, to, amount)))
    expect(fee).toBeGreaterThan(0n)
    expect(before - (await lamportsOf(local.connection, wallet.address))).toBe(amount + fee)
    // Estimating asks the node only: the wallet saw the connect and the one send.
    expect(wallet.controls.requests().map((r) => r.feature)).toEqual([
      'standard:connect',
      'solana:signAndSendTransaction',
    ])
  })

  it('issue 25: a USDC fee estimate prices the token transfer; a bad address is refused', async () => {
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const { mint } = local.solana.fixtures.usdc
    const estimate = adapter.estimateTransferFee
    if (!estimate) throw new Error('no estimateTransferFee')
    expect(await run(estimate(transferOf(wallet.address, to, 1_000_000n, mint)))).toBe(5000n)
    const refused = await exit(estimate(transferOf(wallet.address, '0xnot-base58', 1n)))
    expect(exitFailure(refused)).toMatchObject({ _tag: 'WalletRpcError', code: -32602 })
  })

  it('spec §5: an address that is not base58 is refused before the wallet sees anything', async () => {
    const { adapter, wallet } = await connected()
    const result = await exit(
      adapter.transfer(
        transferOf(wallet.address, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n),
      ),
    )
    expect(exitFailure(result)).toMatchObject({ _tag: 'WalletRpcError', code: -32602 })
    expect(wallet.controls.requests().map((r) => r.feature)).toEqual(['standard:connect'])
  })

  it('issue 28 (4): a token send scaled with other decimals than the mint’s is refused before the wallet is asked', async (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'an SPL token send scaled with decimals other than the mint’s own (a lying API)',
      cases: 1,
      expected: 'TokenDecimalsMismatchError before the wallet is asked; nothing moves',
    })
    const { adapter, wallet } = await connected()
    const to = Keypair.generate().publicKey.toBase58()
    const { mint } = local.solana.fixtures.usdc
    const asked = wallet.controls.requests().length
    const refused = await exit(
      adapter.transfer({ ...transferOf(wallet.address, to, 12_500_000_000n, mint), decimals: 9 }),
    )
    expect(exitFailure(refused)).toMatchObject({
      _tag: 'TokenDecimalsMismatchError',
      listed: 9,
      onChain: 6,
    })
    expect(wallet.controls.requests().length).toBe(asked)
    await run(
      adapter.transfer({ ...transferOf(wallet.address, to, 1_000_000n, mint), decimals: 6 }),
    )
    expect(await usdcOf(local.connection, local.solana, to)).toBe(1_000_000n)
  })

  it('issue 28 (4): a token account or an off-curve address as the recipient is refused until the visitor confirms it', async (context) => {
    recordReliability(context, {
      area: 'bad input',
      tried: 'an SPL token send to a pasted token account, and to an off-curve address',
      cases: 2,
      expected: 'UnusualRecipientError before the wallet is asked; sent only once confirmed',
    })
    const { adapter, wallet } = await connected()
    const { mint } = local.solana.fixtures.usdc
    // A wallet's token account, pasted where its owner's address belongs.
    const owner = Keypair.generate().publicKey
    await run(adapter.transfer(transferOf(wallet.address, owner.toBase58(), 1_000_000n, mint)))
    const tokenAccount = getAssociatedTokenAddressSync(new PublicKey(mint), owner).toBase58()
    const asked = wallet.controls.requests().length
    expect(
      exitFailure(await exit(adapter.transfer(transferOf(wallet.address, tokenAccount, 1n, mint)))),
    ).toMatchObject({ _tag: 'UnusualRecipientError', kind: 'tokenAccount', to: tokenAccount })
    // A program-derived address: off the curve, no key signs for it.
    const [derived] = PublicKey.findProgramAddressSync(
      [new TextEncoder().encode('airlock')],
      SystemProgram.programId,
    )
    const offCurve = derived.toBase58()
    expect(
      exitFailure(await exit(adapter.transfer(transferOf(wallet.address, offCurve, 1n, mint)))),
    ).toMatchObject({ _tag: 'UnusualRecipientError', kind: 'offCurve', to: offCurve })
    expect(wallet.controls.requests().length).toBe(asked)
    // Confirmed by the visitor, it goes.
    await run(
      adapter.transfer({
        ...transferOf(wallet.address, offCurve, 2_000_000n, mint),
        recipientConfirmed: true,
      }),
    )
    const derivedAccount = getAssociatedTokenAddressSync(new PublicKey(mint), derived, true)
    expect(
      BigInt((await local.connection.getTokenAccountBalance(derivedAccount)).value.amount),
    ).toBe(2_000_000n)
  })
})
