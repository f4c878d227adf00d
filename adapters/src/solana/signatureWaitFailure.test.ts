// spec §8 on solana: a confirmation wait that ended without an answer, asked of the node once
// more. The node here is a stand-in answering getSignatureStatuses as a Solana node does.
import type { Connection, SignatureStatus } from '@solana/web3.js'
import { Effect, Exit } from 'effect'
import { describe, expect, it } from 'vitest'
import { exitFailure } from '../../../test/wallets/exitFailure'
import { signatureWaitFailure } from './signatureWaitFailure'

const signature = '5'.repeat(88)

function node(status: SignatureStatus | null | 'down') {
  const asked: unknown[] = []
  const connection: Pick<Connection, 'getSignatureStatuses'> = {
    getSignatureStatuses: async (signatures, config) => {
      asked.push([signatures, config])
      if (status === 'down') throw new Error('fetch failed')
      return { context: { slot: 9 }, value: [status] }
    },
  }
  return { connection, asked }
}

const statusOf = (fields: Partial<SignatureStatus>): SignatureStatus => ({
  slot: 9,
  confirmations: null,
  err: null,
  confirmationStatus: 'confirmed',
  ...fields,
})

const waitEnd = (status: SignatureStatus | null | 'down') => {
  const { connection, asked } = node(status)
  return Effect.runPromiseExit(signatureWaitFailure(connection, signature)).then((exit) => ({
    exit,
    asked,
  }))
}

describe('signatureWaitFailure (issue 29 (14))', () => {
  it('a signature the node does not know is TransactionNotFoundError, searched in its history', async () => {
    const { exit, asked } = await waitEnd(null)
    expect(exitFailure(exit)).toMatchObject({
      _tag: 'TransactionNotFoundError',
      message: `Transaction with hash "${signature}" could not be found.`,
    })
    expect(asked).toEqual([[[signature], { searchTransactionHistory: true }]])
  })

  it('one that landed failed is TransactionRevertedError with its error', async () => {
    const { exit } = await waitEnd(statusOf({ err: { InstructionError: [0, 'Custom'] } }))
    expect(exitFailure(exit)).toMatchObject({
      _tag: 'TransactionRevertedError',
      reason: '{"InstructionError":[0,"Custom"]}',
    })
  })

  it.each(['confirmed', 'finalized'] as const)(
    'one that landed %s after all is the send',
    async (level) => {
      const { exit } = await waitEnd(statusOf({ confirmationStatus: level }))
      expect(exit).toEqual(Exit.succeed(signature))
    },
  )

  it.each([
    ['only processed', statusOf({ confirmationStatus: 'processed' })],
    ['a node that cannot be asked', 'down' as const],
  ])('%s: timed out waiting', async (_, status) => {
    const { exit } = await waitEnd(status)
    expect(exitFailure(exit)).toMatchObject({ _tag: 'WaitForTransactionReceiptTimeoutError' })
  })
})
