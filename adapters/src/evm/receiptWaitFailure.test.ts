// spec §8 transaction errors (issue 29 (14)): a receipt wait that ended without a receipt is
// told apart by asking the local anvil node about the hash: unknown to it, still in its pool,
// or in a block.
import {
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  WaitForTransactionReceiptTimeoutError,
} from '@airlock/core/adapter'
import { Effect } from 'effect'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  keccak256,
  parseEther,
  toHex,
  TransactionReceiptNotFoundError as ViemReceiptNotFoundError,
  TransactionNotFoundError as ViemTransactionNotFoundError,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY } from '../../../test/wallets/injected/testWallet'
import { evmStackForFile } from './evmTestHarness'
import { receiptWaitFailure } from './receiptWaitFailure'

const { stack } = evmStackForFile()
const timedOut = new Error('the wait ran out of time')

const node = () => createPublicClient({ transport: http(stack().chains.mainnet.rpcUrl) })
const failureOf = async (hash: Hex, waitError: unknown) =>
  Effect.runPromise(Effect.flip(receiptWaitFailure(node(), hash, waitError)))

async function send(): Promise<Hex> {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEV_PRIVATE_KEY),
    transport: http(stack().chains.mainnet.rpcUrl),
  })
  return wallet.sendTransaction({
    to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    value: parseEther('0.01'),
    chain: null,
  })
}

describe('receiptWaitFailure', () => {
  it('a hash the node never knew is "not found"', async () => {
    const hash = keccak256(toHex(`never sent ${Date.now()}`))
    const failure = await failureOf(hash, timedOut)
    expect(failure).toBeInstanceOf(TransactionNotFoundError)
    expect(failure.message).toBe(`Transaction with hash "${hash}" could not be found.`)
  })

  it('a transaction still in the pool is "timed out waiting"', async () => {
    const mainnet = stack().chains.mainnet
    await mainnet.request('evm_setAutomine', [false])
    try {
      const hash = await send()
      const failure = await failureOf(hash, timedOut)
      expect(failure).toBeInstanceOf(WaitForTransactionReceiptTimeoutError)
      expect(failure.message).toBe(
        `Timed out while waiting for transaction with hash "${hash}" to be confirmed.`,
      )
    } finally {
      await mainnet.request('evm_setAutomine', [true])
      await mainnet.request('evm_mine', [])
    }
  })

  it('a transaction the node has in a block, with no receipt given, is "receipt not found"', async () => {
    const hash = await send()
    // In its block before the node is asked (automine can answer the hash a moment before).
    await node().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const failure = await failureOf(hash, timedOut)
    expect(failure).toBeInstanceOf(TransactionReceiptNotFoundError)
    expect(failure.message).toMatch(/^Transaction receipt with hash "0x[0-9a-f]{64}" could not/)
  })

  it("viem's own not-found answers keep their meaning, without asking the node", async () => {
    const hash = keccak256(toHex('any'))
    const offline = createPublicClient({ transport: http('http://127.0.0.1:9') })
    const failure = (waitError: unknown) =>
      Effect.runPromise(Effect.flip(receiptWaitFailure(offline, hash, waitError)))
    expect(await failure(new ViemReceiptNotFoundError({ hash }))).toBeInstanceOf(
      TransactionReceiptNotFoundError,
    )
    expect(await failure(new ViemTransactionNotFoundError({ hash }))).toBeInstanceOf(
      TransactionNotFoundError,
    )
    // A node that cannot be asked: the wait's own verdict, timed out.
    expect(await failure(timedOut)).toBeInstanceOf(WaitForTransactionReceiptTimeoutError)
  })
})
