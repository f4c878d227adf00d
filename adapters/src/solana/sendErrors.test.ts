import { UserRejectedError, WalletRpcError } from '@airlock/core/adapter'
import { describe, expect, it } from 'vitest'
import { asSendError } from './sendErrors'

const relayed = (message: string, logs?: string[]) =>
  new WalletRpcError({
    code: undefined,
    name: 'UnknownRpcError',
    message,
    cause: Object.assign(new Error(message), { logs }),
  })

describe('asSendError', () => {
  it('a refusal stays a refusal', () => {
    const refusal = new UserRejectedError({})
    expect(asSendError(refusal)).toBe(refusal)
  })

  it('lamports short (in the logs) is InsufficientFundsError', () => {
    const error = relayed(
      'Simulation failed. Message: Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1.',
      ['Transfer: insufficient lamports 9995000, need 1000000000'],
    )
    expect(asSendError(error)).toMatchObject({ _tag: 'InsufficientFundsError' })
  })

  it('another program failure is ExecutionRevertedError with the instruction text as reason', () => {
    const error = relayed(
      'Transaction simulation failed: Error processing Instruction 1: invalid account data for instruction',
    )
    expect(asSendError(error)).toMatchObject({
      _tag: 'ExecutionRevertedError',
      reason: 'Error processing Instruction 1: invalid account data for instruction',
    })
  })

  it('anything else is left as the wallet said it', () => {
    const error = relayed('The wallet has no RPC for solana:devnet')
    expect(asSendError(error)).toBe(error)
  })
})
